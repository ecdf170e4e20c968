/**
 * What an amount field accepts while the user types: digits and one decimal separator ("," is
 * taken for "."), at most `precision` decimals. Amounts stay strings all the way (docs/architecture.md#money).
 */
import { isDecimalString } from '@exchanger/core';

/** Longest integer part accepted (far beyond any limit; keeps the text a valid wire decimal). */
const MAX_INTEGER_DIGITS = 15;

/**
 * Cleans typed or pasted text: spaces are dropped, "," becomes ".", extra decimals are cut.
 * Returns `null` when the text is not an amount at all (the field then keeps its old value).
 */
export function sanitizeAmountInput(raw: string, precision: number): string | null {
  const text = raw.replace(/[\s\u00a0\u202f]/g, '').replace(/,/g, '.');
  if (text === '') return '';
  if (!/^\d*\.?\d*$/.test(text)) return null;
  const dot = text.indexOf('.');
  const integer = (dot === -1 ? text : text.slice(0, dot)).replace(/^0+(?=\d)/, '');
  if (integer.length > MAX_INTEGER_DIGITS) return null;
  if (dot === -1 || precision <= 0) return integer;
  return `${integer}.${text.slice(dot + 1, dot + 1 + precision)}`;
}

/** The decimal string an amount field stands for, or `null` while it is empty or just ".". */
export function amountValue(text: string): string | null {
  let value = text.trim().replace(/,/g, '.');
  if (value.endsWith('.')) value = value.slice(0, -1);
  if (value.startsWith('.')) value = `0${value}`;
  value = value.replace(/^0+(?=\d)/, '');
  return isDecimalString(value) ? value : null;
}
