import { describe, expect, it } from 'vitest';
import {
  dayParam,
  decimalParam,
  filtersToSearch,
  idParam,
  oneOfParam,
  readFilters,
  readPage,
  textParam,
} from './list-filters';

const RULES = {
  status: oneOfParam(['paid', 'done']),
  id: idParam,
  day: dayParam,
  amount: decimalParam,
  q: textParam,
};

describe('list filters in the address', () => {
  it('keeps the sane values of the named parameters, trimmed, and drops the rest', () => {
    const params = new URLSearchParams('status=paid&id=0&day=2026-11-2&amount=1.5&q=%20anna%20&other=1');
    expect(readFilters(params, RULES)).toEqual({ status: 'paid', amount: '1.5', q: 'anna' });
    expect(readFilters(new URLSearchParams('status=lost&id=42&day=2026-11-22'), RULES)).toEqual({
      id: '42',
      day: '2026-11-22',
    });
  });

  it('reads the page from 1, whole and bounded', () => {
    expect(readPage(new URLSearchParams(''))).toBe(1);
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams('page=-2'))).toBe(1);
    expect(readPage(new URLSearchParams('page=2.5'))).toBe(1);
    expect(readPage(new URLSearchParams('page=99999999'))).toBe(1_000_000);
  });

  it('writes only the filled filters, and the page after the first', () => {
    expect(filtersToSearch({ q: ' btc ', status: '', day: undefined }).toString()).toBe('q=btc');
    expect(filtersToSearch({ status: 'all' }, 2).toString()).toBe('status=all&page=2');
    expect(filtersToSearch({}, 1).toString()).toBe('');
  });

  it('takes no blank or overlong text', () => {
    expect(textParam('   ')).toBe(false);
    expect(textParam('x'.repeat(201))).toBe(false);
    expect(textParam('x'.repeat(200))).toBe(true);
  });
});
