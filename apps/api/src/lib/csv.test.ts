import { describe, expect, it } from 'vitest';
import { CSV_FORMULA_STARTS, csvCell, csvText, neutraliseCell } from './csv.js';

describe('CSV cells', () => {
  it.each(CSV_FORMULA_STARTS.map((start) => [JSON.stringify(start), start]))(
    'neutralises a cell starting with %s, once',
    (_name, start) => {
      const value = `${start}HYPERLINK("http://evil.example")`;
      expect(neutraliseCell(value)).toBe(`'${value}`);
      expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
      expect(csvCell(`${start}x`).match(/'/g)).toHaveLength(1);
    },
  );

  it('leaves other text alone, a formula sign inside it included', () => {
    for (const value of ['plain', 'A-1001', 'tea = green', "'quoted", ' =1', '1+1']) {
      expect(neutraliseCell(value)).toBe(value);
    }
  });

  it('keeps plain decimal numbers, negative ones included, readable as numbers', () => {
    for (const value of ['-12.5', '-1500.00', '0', '12', '-0.000000000000000001']) {
      expect(csvCell(value)).toBe(value);
    }
    for (const value of ['-1+2', '-12.5e3', '-', '-.5', '+12', '-12.', '-1,5', '-0x10']) {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    }
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('\rtext')).toBe(`"'\rtext"`);
    expect(
      csvText([
        ['a', '=b'],
        ['-1', ';c'],
      ]),
    ).toBe("a,'=b\r\n-1,';c\r\n");
  });
});
