import { describe, expect, it } from 'vitest';
import { readDirectionFile, writeDirectionFile, type TDirectionFileRecord } from './direction-file.js';

describe('directions file', () => {
  it('numbers CSV rows by the line they start on, past blank lines and cells over two lines', () => {
    const csv = '\ufefffrom,to,notifyEn\r\nBTC,SBERRUB,"two\nlines"\n\nLTC,ETH,\n';
    const { rows, issues } = readDirectionFile('csv', csv);
    expect(issues).toEqual([]);
    expect(rows).toEqual([
      { row: 2, values: { from: 'BTC', to: 'SBERRUB', notifyEn: 'two\nlines' } },
      { row: 5, values: { from: 'LTC', to: 'ETH', notifyEn: '' } },
    ]);
  });

  it('reads back what it writes, formulas neutralised in CSV and numbers exact in JSON', () => {
    const record = {
      from: 'BTC',
      to: 'SBERRUB',
      active: true,
      courseSource: 'manual',
      manualCourse: '0.123456789012345678',
      courseFormula: null,
      marginPercent: '0',
      fromMin: null,
      fromMax: '2',
      toMin: null,
      toMax: null,
      bonus: '0',
      lifetimeMinutes: 30,
      verificationRequired: false,
      humanCheck: false,
      congestionFrom: false,
      congestionTo: false,
      notifyRu: '=HYPERLINK("x")',
      notifyEn: '-minus, "quoted"',
    } satisfies TDirectionFileRecord;
    const csv = writeDirectionFile('csv', [record]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    const [fromCsv] = readDirectionFile('csv', csv).rows;
    expect(fromCsv?.values).toMatchObject({
      notifyRu: '=HYPERLINK("x")',
      notifyEn: '-minus, "quoted"',
      active: 'true',
      lifetimeMinutes: '30',
      manualCourse: '0.123456789012345678',
      courseFormula: '',
    });
    const [fromJson] = readDirectionFile('json', writeDirectionFile('json', [record])).rows;
    expect(fromJson?.values).toEqual({ ...record, lifetimeMinutes: '30' });
  });

  it('refuses a file without rows, or more rows than allowed', () => {
    expect(readDirectionFile('csv', 'from,to\n').issues[0]?.key).toBe('direction_file_empty');
    expect(readDirectionFile('json', '[]').issues[0]?.key).toBe('direction_file_empty');
    expect(readDirectionFile('json', `[${'{},'.repeat(20_000)}{}]`).issues[0]?.key).toBe(
      'direction_file_too_many',
    );
  });
});
