/**
 * How a client's data is shown to anyone holding only the claim's link (docs/decisions/026-claim-link-and-masking.md):
 * a card keeps its first and last four digits, a name its first word and the initials of the rest, an
 * e-mail its first letter and domain, a phone its country digit and last two digits, any other text
 * its last four characters. Public wallet addresses are shown whole: they are printed on chains anyway
 * and the client checks them on the page. Pure; the server applies it before anything leaves.
 */
import type { TValidatorName } from '../contracts/calculator.js';

/** The character that stands for a hidden one. */
export const MASK = '•';

const HIDDEN = MASK.repeat(4);

/** `4111111111111111` → `4111 •••• •••• 1111`; the length of the number is not told. */
export function maskCard(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 8) return `${HIDDEN} ${HIDDEN}`;
  return `${digits.slice(0, 4)} ${HIDDEN} ${HIDDEN} ${digits.slice(-4)}`;
}

/** `IVAN IVANOV` → `IVAN I.`; `Anna Maria Smith` → `Anna M. S.`. */
export function maskName(value: string): string {
  const [first = '', ...rest] = value.trim().split(/\s+/u);
  const initials = rest.map((word) => `${Array.from(word)[0] ?? ''}.`);
  return [first, ...initials].join(' ');
}

/**
 * `ivan@example.com` → `i***@example.com` (the claim's address, on its page and in its mails; the
 * contest's public table hides more, `maskEmail`); something that is not an e-mail hides whole.
 */
export function maskClaimEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${Array.from(value)[0] ?? ''}***${value.slice(at)}`;
}

/** `+79001234567` → `+7••••••••67`. */
export function maskPhone(value: string): string {
  const plus = value.startsWith('+') ? '+' : '';
  const digits = value.replace(/\D/g, '');
  if (digits.length < 6) return HIDDEN;
  return `${plus}${digits.charAt(0)}${MASK.repeat(digits.length - 3)}${digits.slice(-2)}`;
}

/** Free text (an account number, a wallet id of a payment service): its last four characters. */
export function maskText(value: string): string {
  const chars = Array.from(value.trim());
  return chars.length > 6 ? `${HIDDEN}${chars.slice(-4).join('')}` : HIDDEN;
}

const whole = (value: string): string => value;

/**
 * How each kind of field is shown. The address validators' values are public on their chains and
 * stay whole, so the client can still check where the money goes.
 */
const MASKS: Record<TValidatorName, (value: string) => string> = {
  card: maskCard,
  name: maskName,
  email: maskClaimEmail,
  phone: maskPhone,
  text: maskText,
  'btc-address': whole,
  'ltc-address': whole,
  'eth-address': whole,
  'trc20-address': whole,
  'ton-address': whole,
  'xmr-address': whole,
};

/**
 * One requisite as a third party may see it, by the kind of its field (its validator). A field the
 * catalogue no longer knows (`undefined`) is masked as free text: hiding too much is the safe side.
 */
export function maskRequisite(kind: TValidatorName | undefined, value: string): string {
  return (kind === undefined ? maskText : MASKS[kind])(value);
}

/**
 * A side's requisites masked field by field; `kindOf` tells each field's validator. `keep` names
 * fields that are not the client's data (a cash side's city) and pass as they are.
 */
export function maskRequisites(
  values: Record<string, string>,
  kindOf: (field: string) => TValidatorName | undefined,
  keep: readonly string[] = ['city'],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      keep.includes(field) ? value : maskRequisite(kindOf(field), value),
    ]),
  );
}
