/**
 * The demo catalogue seeded on an empty embedded database (DEMO_DATA): what a real Russian-market
 * exchanger offers — coins on their networks, bank cards, e-money, cash in several cities — with
 * plausible limits, reserves, notices and the exchanger's own requisites to pay to.
 *
 * Courses come from the rate feeds (`feed_symbol` products such as `binance:BTCUSDT*cbr:USDRUB`),
 * with a margin; a few directions use a manual course, as operators do for cash.
 */
import type { TValidatorName } from '@exchanger/core';
import type { TFieldDef, TLocalized, TPayinDef } from '../../db/column-types.js';

type TKind = 'crypto' | 'bank' | 'epay' | 'cash';

export interface TDemoCurrency {
  code: string;
  ticker: string;
  name: TLocalized;
  network?: { code: string; name: string };
  groupKey: string;
  precision: number;
  logo: string;
  kind: TKind;
  reserve: string;
  /**
   * Feed factors giving the value of one unit in USD(T) (`1` for dollars and USDT); `fixed:<usd>`
   * for a coin no configured feed quotes (Monero left Binance), whose directions then get manual
   * courses and whose claims have no USD valuation.
   */
  usd: string;
  fields: TFieldDef[];
  payin: TPayinDef;
  cities?: string[];
}

const L = (ru: string, en: string): TLocalized => ({ ru, en });
const EMPTY = L('', '');

function wallet(validator: TValidatorName, placeholder: string, network: string): TFieldDef {
  return {
    name: 'wallet',
    type: 'text',
    validator,
    required: true,
    onSend: false,
    onReceive: true,
    send: { header: EMPTY, placeholder: EMPTY },
    receive: {
      header: L(`Ваш адрес ${network} для получения`, `Your ${network} address to receive to`),
      placeholder: L(placeholder, placeholder),
    },
  };
}

function fromWallet(validator: TValidatorName, placeholder: string, network: string): TFieldDef {
  return {
    name: 'fromWallet',
    type: 'text',
    validator,
    required: false,
    onSend: true,
    onReceive: false,
    send: {
      header: L(
        `Адрес ${network}, с которого отправите (для возврата)`,
        `${network} address you send from (for refunds)`,
      ),
      placeholder: L(placeholder, placeholder),
    },
    receive: { header: EMPTY, placeholder: EMPTY },
  };
}

const CARD_FIELDS: TFieldDef[] = [
  {
    name: 'card',
    type: 'text',
    validator: 'card',
    required: true,
    onSend: true,
    onReceive: true,
    send: {
      header: L('Номер карты, с которой платите', 'Card number you pay from'),
      placeholder: L('2200 0000 0000 0000', '2200 0000 0000 0000'),
    },
    receive: {
      header: L('Номер карты для получения', 'Card number to receive to'),
      placeholder: L('2200 0000 0000 0000', '2200 0000 0000 0000'),
    },
  },
  {
    name: 'cardholder',
    type: 'text',
    validator: 'name',
    required: true,
    onSend: true,
    onReceive: true,
    send: {
      header: L('Имя владельца карты', 'Cardholder name'),
      placeholder: L('IVAN IVANOV', 'IVAN IVANOV'),
    },
    receive: {
      header: L('Имя владельца карты', 'Cardholder name'),
      placeholder: L('IVAN IVANOV', 'IVAN IVANOV'),
    },
  },
];

const PHONE_FIELD: TFieldDef = {
  name: 'phone',
  type: 'tel',
  validator: 'phone',
  required: true,
  onSend: true,
  onReceive: true,
  send: {
    header: L('Телефон для связи', 'Contact phone'),
    placeholder: L('+7 900 000-00-00', '+7 900 000-00-00'),
  },
  receive: {
    header: L('Телефон для связи', 'Contact phone'),
    placeholder: L('+7 900 000-00-00', '+7 900 000-00-00'),
  },
};

const ACCOUNT_FIELD = (placeholder: string): TFieldDef => ({
  name: 'account',
  type: 'text',
  validator: 'text',
  required: true,
  onSend: true,
  onReceive: true,
  send: {
    header: L('Номер счёта, с которого платите', 'Account you pay from'),
    placeholder: L(placeholder, placeholder),
  },
  receive: {
    header: L('Номер счёта для получения', 'Account to receive to'),
    placeholder: L(placeholder, placeholder),
  },
});

const address = (value: string, memo = EMPTY): TPayinDef => ({
  fields: [{ name: 'address', label: L('Адрес для оплаты', 'Address to pay to'), value, qr: true }],
  memo,
});
const card = (value: string, holder: string): TPayinDef => ({
  fields: [
    { name: 'card', label: L('Номер карты для оплаты', 'Card number to pay to'), value, qr: false },
    { name: 'cardholder', label: L('Получатель', 'Recipient'), value: holder, qr: false },
  ],
  memo: L(
    'Переводите точную сумму одним платежом. Не указывайте комментарий к переводу.',
    'Transfer the exact amount in one payment. Do not add a comment to the transfer.',
  ),
});

const RUB = '1/cbr:USDRUB';

export const DEMO_CITIES: Record<string, TLocalized> = {
  msk: L('Москва', 'Moscow'),
  spb: L('Санкт-Петербург', 'Saint Petersburg'),
  ekb: L('Екатеринбург', 'Yekaterinburg'),
  kzn: L('Казань', 'Kazan'),
};

export const DEMO_CURRENCIES: TDemoCurrency[] = [
  {
    code: 'BTC',
    ticker: 'BTC',
    name: L('Bitcoin', 'Bitcoin'),
    network: { code: 'BTC', name: 'Bitcoin' },
    groupKey: 'BTC',
    precision: 8,
    logo: 'btc',
    kind: 'crypto',
    reserve: '4.85',
    usd: 'binance:BTCUSDT',
    fields: [wallet('btc-address', 'bc1q…', 'BTC'), fromWallet('btc-address', 'bc1q…', 'BTC')],
    payin: address('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'),
  },
  {
    code: 'ETH',
    ticker: 'ETH',
    name: L('Ethereum', 'Ethereum'),
    network: { code: 'ERC20', name: 'Ethereum (ERC-20)' },
    groupKey: 'ETH',
    precision: 8,
    logo: 'eth',
    kind: 'crypto',
    reserve: '61.3',
    usd: 'binance:ETHUSDT',
    fields: [wallet('eth-address', '0x…', 'ETH'), fromWallet('eth-address', '0x…', 'ETH')],
    payin: address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'),
  },
  {
    code: 'USDTTRC20',
    ticker: 'USDT',
    name: L('Tether TRC20', 'Tether TRC20'),
    network: { code: 'TRC20', name: 'Tron (TRC-20)' },
    groupKey: 'USDT',
    precision: 2,
    logo: 'usdt',
    kind: 'crypto',
    reserve: '284500',
    usd: '1',
    fields: [wallet('trc20-address', 'T…', 'TRC20'), fromWallet('trc20-address', 'T…', 'TRC20')],
    payin: address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'),
  },
  {
    code: 'USDTERC20',
    ticker: 'USDT',
    name: L('Tether ERC20', 'Tether ERC20'),
    network: { code: 'ERC20', name: 'Ethereum (ERC-20)' },
    groupKey: 'USDT',
    precision: 2,
    logo: 'usdt',
    kind: 'crypto',
    reserve: '96200',
    usd: '1',
    fields: [wallet('eth-address', '0x…', 'ERC20'), fromWallet('eth-address', '0x…', 'ERC20')],
    payin: address('0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'),
  },
  {
    code: 'LTC',
    ticker: 'LTC',
    name: L('Litecoin', 'Litecoin'),
    network: { code: 'LTC', name: 'Litecoin' },
    groupKey: 'LTC',
    precision: 8,
    logo: 'ltc',
    kind: 'crypto',
    reserve: '1520',
    usd: 'binance:LTCUSDT',
    fields: [wallet('ltc-address', 'ltc1q…', 'LTC')],
    payin: address('ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea'),
  },
  {
    code: 'TON',
    ticker: 'TON',
    name: L('Toncoin', 'Toncoin'),
    network: { code: 'TON', name: 'The Open Network' },
    groupKey: 'TON',
    precision: 4,
    logo: 'ton',
    kind: 'crypto',
    reserve: '38000',
    usd: 'binance:TONUSDT',
    fields: [wallet('ton-address', 'UQ…', 'TON')],
    payin: address(
      'EQD4FPq-PRDieyQKkizFTRtSDyucUIqrj0v_zXJmqaDp6_0t',
      L(
        'Обязательно укажите комментарий (memo) из заявки, иначе платёж не будет зачислен.',
        'Always add the memo from the claim, or the payment cannot be credited.',
      ),
    ),
  },
  {
    code: 'XMR',
    ticker: 'XMR',
    name: L('Monero', 'Monero'),
    network: { code: 'XMR', name: 'Monero' },
    groupKey: 'XMR',
    precision: 8,
    logo: 'xmr',
    kind: 'crypto',
    reserve: '410',
    usd: 'fixed:158.4',
    fields: [wallet('xmr-address', '4…', 'XMR')],
    payin: address(
      '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A',
    ),
  },
  {
    code: 'TRX',
    ticker: 'TRX',
    name: L('Tron', 'Tron'),
    network: { code: 'TRC20', name: 'Tron' },
    groupKey: 'TRX',
    precision: 2,
    logo: 'trx',
    kind: 'crypto',
    reserve: '1250000',
    usd: 'binance:TRXUSDT',
    fields: [wallet('trc20-address', 'T…', 'TRX')],
    payin: address('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'),
  },
  {
    code: 'SBERRUB',
    ticker: 'RUB',
    name: L('Сбербанк', 'Sberbank'),
    groupKey: 'SBERRUB',
    precision: 2,
    logo: 'sber',
    kind: 'bank',
    reserve: '18400000',
    usd: RUB,
    fields: CARD_FIELDS,
    payin: card('2202 2063 1234 5678', 'ИВАН И.'),
  },
  {
    code: 'TCSBRUB',
    ticker: 'RUB',
    name: L('Т-Банк', 'T-Bank'),
    groupKey: 'TCSBRUB',
    precision: 2,
    logo: 'tbank',
    kind: 'bank',
    reserve: '12750000',
    usd: RUB,
    fields: CARD_FIELDS,
    payin: card('2200 7001 2345 6789', 'ПЁТР С.'),
  },
  {
    code: 'ACRUB',
    ticker: 'RUB',
    name: L('Альфа-Банк', 'Alfa-Bank'),
    groupKey: 'ACRUB',
    precision: 2,
    logo: 'alfa',
    kind: 'bank',
    reserve: '9300000',
    usd: RUB,
    fields: CARD_FIELDS,
    payin: card('2200 1512 3456 7890', 'АННА К.'),
  },
  {
    code: 'CARDRUB',
    ticker: 'RUB',
    name: L('Любая карта RUB', 'Any bank card RUB'),
    groupKey: 'CARDRUB',
    precision: 2,
    logo: 'card-rub',
    kind: 'bank',
    reserve: '25000000',
    usd: RUB,
    fields: CARD_FIELDS,
    payin: card('2200 0101 2345 6780', 'ИВАН И.'),
  },
  {
    code: 'SBPRUB',
    ticker: 'RUB',
    name: L('СБП', 'Faster Payments (SBP)'),
    groupKey: 'SBPRUB',
    precision: 2,
    logo: 'sbp',
    kind: 'bank',
    reserve: '7800000',
    usd: RUB,
    fields: [PHONE_FIELD, CARD_FIELDS[1] as TFieldDef],
    payin: {
      fields: [
        {
          name: 'phone',
          label: L('Телефон получателя в СБП', 'Recipient phone (SBP)'),
          value: '+7 900 123-45-67',
          qr: false,
        },
        { name: 'bank', label: L('Банк получателя', 'Recipient bank'), value: 'Т-Банк', qr: false },
      ],
      memo: EMPTY,
    },
  },
  {
    code: 'YAMRUB',
    ticker: 'RUB',
    name: L('ЮMoney', 'YooMoney'),
    groupKey: 'YAMRUB',
    precision: 2,
    logo: 'yoomoney',
    kind: 'epay',
    reserve: '2100000',
    usd: RUB,
    fields: [ACCOUNT_FIELD('4100 1234 5678 9012')],
    payin: {
      fields: [
        {
          name: 'account',
          label: L('Кошелёк ЮMoney', 'YooMoney wallet'),
          value: '4100 1175 5555 1234',
          qr: false,
        },
      ],
      memo: EMPTY,
    },
  },
  {
    code: 'PRUSD',
    ticker: 'USD',
    name: L('Payeer USD', 'Payeer USD'),
    groupKey: 'PRUSD',
    precision: 2,
    logo: 'payeer',
    kind: 'epay',
    reserve: '48000',
    usd: '1',
    fields: [ACCOUNT_FIELD('P1000000000')],
    payin: {
      fields: [
        { name: 'account', label: L('Кошелёк Payeer', 'Payeer wallet'), value: 'P1045678912', qr: false },
      ],
      memo: EMPTY,
    },
  },
  {
    code: 'CARDUSD',
    ticker: 'USD',
    name: L('Visa/Mastercard USD', 'Visa/Mastercard USD'),
    groupKey: 'CARDUSD',
    precision: 2,
    logo: 'card-usd',
    kind: 'bank',
    reserve: '64000',
    usd: '1',
    fields: CARD_FIELDS,
    payin: card('4111 1111 1111 1111', 'JOHN SMITH'),
  },
  {
    code: 'CARDEUR',
    ticker: 'EUR',
    name: L('Visa/Mastercard EUR', 'Visa/Mastercard EUR'),
    groupKey: 'CARDEUR',
    precision: 2,
    logo: 'card-eur',
    kind: 'bank',
    reserve: '52000',
    usd: 'cbr:EURRUB*1/cbr:USDRUB',
    fields: CARD_FIELDS,
    payin: card('5555 5555 5555 4444', 'JOHN SMITH'),
  },
  {
    code: 'CASHRUB',
    ticker: 'RUB',
    name: L('Наличные RUB', 'Cash RUB'),
    groupKey: 'CASHRUB',
    precision: 0,
    logo: 'cash-rub',
    kind: 'cash',
    reserve: '15000000',
    usd: RUB,
    fields: [PHONE_FIELD],
    cities: ['msk', 'spb', 'ekb', 'kzn'],
    payin: {
      fields: [
        {
          name: 'office',
          label: L('Офис выдачи', 'Office'),
          value: 'Адрес офиса сообщит оператор после подтверждения',
          qr: false,
        },
      ],
      memo: L(
        'Оператор свяжется с вами по телефону, чтобы согласовать время и место.',
        'An operator will call you to agree on the time and place.',
      ),
    },
  },
  {
    code: 'CASHUSD',
    ticker: 'USD',
    name: L('Наличные USD', 'Cash USD'),
    groupKey: 'CASHUSD',
    precision: 0,
    logo: 'cash-usd',
    kind: 'cash',
    reserve: '180000',
    usd: '1',
    fields: [PHONE_FIELD],
    cities: ['msk', 'spb'],
    payin: {
      fields: [
        {
          name: 'office',
          label: L('Офис выдачи', 'Office'),
          value: 'Адрес офиса сообщит оператор после подтверждения',
          qr: false,
        },
      ],
      memo: L(
        'Оператор свяжется с вами по телефону, чтобы согласовать время и место.',
        'An operator will call you to agree on the time and place.',
      ),
    },
  },
];

/**
 * Public explorers of the demo networks, by `network_code`: the transaction page, `{txid}` where
 * the id goes (docs/payments.md). Set or cleared later on the back office's chains page.
 */
export const DEMO_NETWORK_EXPLORERS: Record<string, string> = {
  BTC: 'https://mempool.space/tx/{txid}',
  ERC20: 'https://etherscan.io/tx/{txid}',
  TRC20: 'https://tronscan.org/#/transaction/{txid}',
  LTC: 'https://litecoinspace.org/tx/{txid}',
  TON: 'https://tonviewer.com/transaction/{txid}',
  XMR: 'https://xmrchain.net/tx/{txid}',
};

/** The currency's `usd_formula`: its feed factors, or null for a `fixed:` price no feed keeps current. */
export function demoUsdFormula(currency: Pick<TDemoCurrency, 'usd'>): string | null {
  return currency.usd.startsWith('fixed:') ? null : currency.usd;
}

/** Public demo promocodes (any visitor may use them). */
export const DEMO_PROMOCODES: {
  code: string;
  percent: string;
  maxUses: number | null;
  validDays: number | null;
}[] = [
  { code: 'WELCOME1', percent: '0.5', maxUses: 1000, validDays: null },
  { code: 'AUTUMN', percent: '1', maxUses: null, validDays: 365 },
];

export interface TDemoDirection {
  from: string;
  to: string;
  marginPercent: string;
  /** Limits in the send currency (null: derived from the receive side). */
  fromMin: string | null;
  fromMax: string | null;
  toMin?: string | null;
  toMax?: string | null;
  manualCourse?: string;
  notify?: TLocalized;
  notifyFrom?: TLocalized;
  notifyTo?: TLocalized;
  congestionTo?: boolean;
  lifetimeMinutes?: number;
  verificationRequired?: boolean;
  popularity?: number;
}

/** Per-claim limits in each coin, for crypto-to-crypto swaps. */
const COIN_LIMITS: Record<string, [string, string]> = {
  BTC: ['0.001', '2'],
  ETH: ['0.02', '40'],
  USDTTRC20: ['50', '50000'],
  USDTERC20: ['100', '50000'],
  LTC: ['0.5', '500'],
  TON: ['20', '20000'],
  XMR: ['0.3', '200'],
  TRX: ['300', '300000'],
};

const CRYPTO = ['BTC', 'ETH', 'USDTTRC20', 'USDTERC20', 'LTC', 'TON', 'XMR', 'TRX'];
const RUB_BANKS = ['SBERRUB', 'TCSBRUB', 'ACRUB', 'CARDRUB', 'SBPRUB'];

const CARD_NOTICE = L(
  'Платёж должен прийти с карты, оформленной на ваше имя. Переводы с чужих карт возвращаются за вычетом комиссии банка.',
  'The payment must come from a card in your own name. Transfers from other people’s cards are returned minus the bank’s fee.',
);
const CONFIRMATIONS = L(
  'Заявка обрабатывается после 2 подтверждений сети.',
  'The claim is processed after 2 network confirmations.',
);

export function demoDirections(): TDemoDirection[] {
  const list: TDemoDirection[] = [];
  const popular: Record<string, number> = {
    'BTC>SBERRUB': 100,
    'USDTTRC20>SBERRUB': 95,
    'SBERRUB>USDTTRC20': 90,
    'TCSBRUB>BTC': 80,
    'USDTTRC20>CASHRUB': 70,
    'ETH>TCSBRUB': 60,
  };
  const add = (d: TDemoDirection) => list.push({ ...d, popularity: popular[`${d.from}>${d.to}`] ?? 0 });
  // Sell crypto for roubles.
  for (const c of CRYPTO) {
    for (const b of RUB_BANKS) {
      add({
        // Limits in roubles on the receive side; the send side's are derived through the course.
        from: c,
        to: b,
        marginPercent: '1.5',
        fromMin: null,
        fromMax: null,
        toMin: '5000',
        toMax: '1500000',
        notifyFrom: c === 'BTC' || c === 'LTC' ? CONFIRMATIONS : undefined,
        notifyTo:
          b === 'SBPRUB'
            ? L(
                'Выплата по СБП на номер телефона, до 15 минут.',
                'Payout by SBP to a phone number, up to 15 minutes.',
              )
            : undefined,
      });
    }
  }
  // Buy crypto with roubles (card verification for card payments).
  for (const b of RUB_BANKS) {
    for (const c of ['BTC', 'ETH', 'USDTTRC20', 'LTC', 'TON']) {
      add({
        from: b,
        to: c,
        marginPercent: '2.5',
        fromMin: '5000',
        fromMax: '1500000',
        notifyFrom: b === 'SBPRUB' ? undefined : CARD_NOTICE,
        verificationRequired: b === 'CARDRUB',
      });
    }
  }
  // Crypto to crypto.
  const swaps: [string, string][] = [
    ['BTC', 'ETH'],
    ['ETH', 'BTC'],
    ['BTC', 'USDTTRC20'],
    ['USDTTRC20', 'BTC'],
    ['USDTERC20', 'USDTTRC20'],
    ['USDTTRC20', 'USDTERC20'],
    ['XMR', 'BTC'],
    ['BTC', 'XMR'],
    ['TON', 'USDTTRC20'],
    ['USDTTRC20', 'TON'],
    ['LTC', 'USDTTRC20'],
    ['TRX', 'USDTTRC20'],
  ];
  for (const [from, to] of swaps) {
    const [min, max] = COIN_LIMITS[from] ?? [null, null];
    add({ from, to, marginPercent: '0.8', fromMin: min, fromMax: max });
  }
  // Cash, with manual courses as cash desks set them.
  add({
    from: 'USDTTRC20',
    to: 'CASHRUB',
    marginPercent: '0',
    fromMin: '1000',
    fromMax: '100000',
    manualCourse: '79.40',
    notify: L(
      'Выдача наличных в офисе по предварительной записи.',
      'Cash is handed over at the office by appointment.',
    ),
    lifetimeMinutes: 120,
  });
  add({
    from: 'CASHRUB',
    to: 'USDTTRC20',
    marginPercent: '0',
    fromMin: '100000',
    fromMax: '10000000',
    manualCourse: '0.01207',
    lifetimeMinutes: 120,
  });
  add({
    from: 'USDTTRC20',
    to: 'CASHUSD',
    marginPercent: '0',
    fromMin: '1000',
    fromMax: '100000',
    manualCourse: '0.985',
    lifetimeMinutes: 120,
  });
  add({
    from: 'CASHUSD',
    to: 'USDTTRC20',
    marginPercent: '0',
    fromMin: '1000',
    fromMax: '100000',
    manualCourse: '0.99',
    lifetimeMinutes: 120,
  });
  add({
    from: 'BTC',
    to: 'CASHRUB',
    marginPercent: '2',
    fromMin: '0.01',
    fromMax: '1',
    lifetimeMinutes: 120,
  });
  // E-money and foreign cards.
  add({ from: 'YAMRUB', to: 'BTC', marginPercent: '3', fromMin: '3000', fromMax: '300000' });
  add({ from: 'YAMRUB', to: 'USDTTRC20', marginPercent: '3', fromMin: '3000', fromMax: '300000' });
  add({ from: 'PRUSD', to: 'USDTTRC20', marginPercent: '1.5', fromMin: '50', fromMax: '10000' });
  add({ from: 'USDTTRC20', to: 'PRUSD', marginPercent: '1.5', fromMin: '50', fromMax: '10000' });
  add({
    from: 'USDTTRC20',
    to: 'CARDUSD',
    marginPercent: '3.5',
    fromMin: '100',
    fromMax: '5000',
    congestionTo: true,
  });
  add({ from: 'USDTTRC20', to: 'CARDEUR', marginPercent: '3.5', fromMin: '100', fromMax: '5000' });
  return list;
}
