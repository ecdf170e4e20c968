/**
 * Common names people search a currency by, beside its code and its names in both languages
 * (docs/decisions/035-exchange-screen-details.md): "tether" or "тезер" finds USDT, "эфир" finds
 * Ethereum. Keyed by a currency code or by the ticker a code starts with (`USDTTRC20` → `USDT`), so
 * a new network of a known coin needs no entry. Not money and not catalogue data: a small, fixed
 * table of well-known names, extended here when a popular currency is missing.
 */
export const CURRENCY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  BTC: ['bitcoin', 'биткоин', 'биткойн', 'битка', 'xbt'],
  ETH: ['ethereum', 'ether', 'эфир', 'эфириум', 'этериум'],
  USDT: ['tether', 'тезер', 'тизер', 'юсдт'],
  USDC: ['usd coin', 'circle', 'юсдс'],
  LTC: ['litecoin', 'лайткоин', 'лайт'],
  TON: ['toncoin', 'the open network', 'тон', 'тонкоин'],
  XMR: ['monero', 'монеро'],
  TRX: ['tron', 'трон'],
  BNB: ['binance coin', 'бнб'],
  SOL: ['solana', 'солана'],
  DOGE: ['dogecoin', 'доги', 'догекоин'],
  SBERRUB: ['sber', 'sberbank', 'сбер', 'сбербанк'],
  TCSBRUB: ['tinkoff', 't-bank', 'tbank', 'тинькофф', 'тинькоф', 'т-банк', 'тбанк'],
  ACRUB: ['alfa', 'alfa-bank', 'альфа', 'альфабанк', 'альфа-банк'],
  SBPRUB: ['sbp', 'fast payment system', 'сбп', 'система быстрых платежей'],
  YAMRUB: ['yoomoney', 'yandex money', 'юmoney', 'юмани', 'яндекс деньги'],
  PRUSD: ['payeer', 'пайер', 'пэйер'],
  CARD: ['visa', 'mastercard', 'mir', 'виза', 'мастеркард', 'мир', 'карта'],
  CASH: ['наличные', 'наличка', 'нал', 'кэш'],
};

const KEYS = Object.keys(CURRENCY_ALIASES).sort((a, b) => b.length - a.length);

/** The common names of a currency code: its own entry, else the longest known code it starts with. */
export function currencyAliases(code: string): readonly string[] {
  const upper = code.toUpperCase();
  const exact = CURRENCY_ALIASES[upper];
  if (exact) return exact;
  const prefix = KEYS.find((key) => upper.startsWith(key));
  return prefix ? (CURRENCY_ALIASES[prefix] ?? []) : [];
}
