/**
 * Directions as a file (docs/decisions/042-direction-files.md): the export read back changes
 * nothing, in CSV and JSON; a file opens and changes directions, served at once and audited one
 * entry per direction; a bad row rejects the whole file, each bad value named by row and column in
 * the request's language; only administrators load or read the file.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/bulk-insert.js';
import { describeEachDb } from './helpers.js';
import { backOfficeClient, type TBackOffice } from './back-office.js';

describeEachDb('directions as a file', (kind) => {
  const office = backOfficeClient();
  const { call } = office;
  let { t, id, operator, admin } = {} as TBackOffice;

  beforeAll(async () => {
    ({ t, id, operator, admin } = await office.open(kind));
  });
  afterAll(() => t.close());

  const IMPORT = '/admin/api/catalogue/directions/import/';
  const exported = async (format: 'csv' | 'json') => {
    const res = await call('GET', `/admin/api/catalogue/directions/export/?format=${format}`, admin.access);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const load = (format: 'csv' | 'json', content: string, locale = '') =>
    call('POST', `${locale}${IMPORT}`, admin.access, { format, content, reason: 'catalogue from the file' });
  const directions = async () =>
    (await call('GET', '/admin/api/catalogue/directions/', admin.access)).json<
      {
        id: number;
        from: { code: string };
        to: { code: string };
        marginPercent: string;
        fromMin: string | null;
        course: string | null;
      }[]
    >();
  const version = async () =>
    rowsOf<{ version: number }>(
      await t.database.db.execute(sql`select version from catalogue_state where id = 1`),
    )[0]?.version;

  describe('round trip', () => {
    it('exports every direction as CSV and JSON, and reading either back changes nothing', async () => {
      const count = (await directions()).length;
      const csv = await exported('csv');
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(
        /^attachment; filename="directions-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = csv.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'from,to,active,courseSource,manualCourse,courseFormula,marginPercent,fromMin,fromMax,toMin,toMax,bonus,lifetimeMinutes,verificationRequired,humanCheck,congestionFrom,congestionTo,notifyRu,notifyEn',
      );
      expect(lines).toHaveLength(count + 1);
      const json = await exported('json');
      const rows = json.json<{ from: string; lifetimeMinutes: number; active: boolean }[]>();
      expect(rows).toHaveLength(count);
      expect(typeof rows[0]?.lifetimeMinutes).toBe('number');
      expect(typeof rows[0]?.active).toBe('boolean');

      const before = await version();
      for (const [format, content] of [
        ['csv', csv.body],
        ['json', json.body],
      ] as const) {
        const res = await load(format, content);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ created: 0, updated: 0, unchanged: count });
      }
      expect(await version()).toBe(before);
    });
  });

  describe('loading', () => {
    it('opens new directions and changes others in one go, served at once and audited per direction', async () => {
      const list = await directions();
      const target = list.find((d) => d.from.code === 'BTC' && d.to.code === 'SBERRUB');
      expect(target).toBeDefined();
      expect(list.some((d) => d.from.code === 'LTC' && d.to.code === 'ETH')).toBe(false);
      const csv = [
        'from,to,courseSource,manualCourse,marginPercent,fromMin,fromMax,notifyRu',
        // Only the columns given change: the margin and the limits of BTC → SBERRUB.
        'BTC,SBERRUB,,,2.5,0.002,,',
        // A new manual direction, with a notice a spreadsheet would run as a formula.
        'LTC,ETH,manual,0.031,,,,"=1+1, и всё"',
      ].join('\n');
      const res = await load('csv', csv);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ created: 1, updated: 1, unchanged: 0 });

      const after = await directions();
      expect(after.find((d) => d.id === target?.id)).toMatchObject({
        marginPercent: '2.5',
        fromMin: '0.002',
      });
      const created = after.find((d) => d.from.code === 'LTC' && d.to.code === 'ETH');
      expect(created).toMatchObject({ course: '0.031' });
      const pair = await t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${id.LTC}/${id.ETH}/` });
      expect(pair.statusCode, pair.body).toBe(200);

      const audit = (
        await call('GET', `/admin/api/audit/?targetType=direction&targetId=${target?.id}`, admin.access)
      ).json<{
        results: {
          action: string;
          reason: string;
          details: { after: Record<string, unknown>; file: boolean };
        }[];
      }>();
      expect(audit.results[0]).toMatchObject({
        action: 'direction.update',
        reason: 'catalogue from the file',
        details: { after: { marginPercent: '2.5', fromMin: '0.002' }, file: true },
      });
      const opened = (
        await call('GET', `/admin/api/audit/?targetType=direction&targetId=${created?.id}`, admin.access)
      ).json<{
        results: { action: string }[];
      }>();
      expect(opened.results.map((e) => e.action)).toEqual(['direction.create']);

      // The notice comes back out neutralised for spreadsheets, and reads back as it was.
      const again = await exported('csv');
      expect(again.body).toContain(`"'=1+1, и всё"`);
      expect((await load('csv', again.body)).json()).toMatchObject({ created: 0, updated: 0 });
    });

    it('rejects the whole file when any row is bad, naming each bad value by row and column', async () => {
      const before = await exported('json');
      const stamp = await version();
      const csv = [
        'from,to,courseSource,manualCourse,marginPercent,fromMin,fromMax,active',
        'LTC,SBERRUB,,,1,,,true', // good on its own
        'XXX,SBERRUB,manual,1,,,,', // no such currency
        'BTC,TCSBRUB,,,150,,,', // margin out of range
        'LTC,SBERRUB,,,2,,,', // the same direction again
        'BTC,ETH,,,,5,1,maybe', // maximum below minimum, and not a flag
        'ETH,LTC,manual,,,,,', // a manual course missing
      ].join('\n');
      const ru = await load('csv', csv);
      expect(ru.statusCode).toBe(400);
      expect(ru.json().code).toBe('validation_error');
      expect(ru.json().fields).toEqual({
        'rows.3.from': ['Такой валюты нет или она отключена.'],
        'rows.4.marginPercent': ['Процент от 0 до 99.9999, например 1.5 (до 4 знаков после точки).'],
        'rows.5.to': ['Это направление уже есть в файле, в строке 2.'],
        'rows.6.active': ['Да или нет: true/false, 1/0 или yes/no.'],
        'rows.7.manualCourse': ['Курс должен быть больше нуля.'],
      });
      const en = await load('csv', csv.replace(',maybe', ',no'), '/en');
      expect(en.json().fields).toMatchObject({
        'rows.6.fromMax': ['The maximum is below the minimum.'],
        'rows.5.to': ['This direction is already in the file, at row 2.'],
      });
      // Nothing was saved: not even the good row.
      expect((await exported('json')).body).toBe(before.body);
      expect(await version()).toBe(stamp);
    });

    it('names an unreadable file, an unknown column and a row of the wrong length', async () => {
      const quote = await load('csv', 'from,to\n"BTC,SBERRUB\n', '/en');
      expect(quote.json().fields).toEqual({
        content: ['The file cannot be read as CSV (line 2): check the quotes.'],
      });
      const column = await load('csv', 'from,to,colour\nBTC,SBERRUB,red\n', '/en');
      expect(column.json().fields).toEqual({ 'rows.1.colour': ['Unknown field.'] });
      const cells = await load('csv', 'from,to,bonus\nBTC,SBERRUB\n', '/en');
      expect(cells.json().fields).toEqual({ 'rows.2': ['The row has 2 cells; the header has 3.'] });
      const json = await load('json', '{"from": "BTC"}', '/en');
      expect(json.json().fields).toEqual({
        content: ['A JSON file is an array of row objects, as the export writes it.'],
      });
      const broken = await load('json', '[{"from": "BTC",}]', '/en');
      expect(broken.json().fields.content[0]).toMatch(
        /^The file cannot be read as JSON \(near character \d+\)\.$/,
      );
      // JSON numbers are read as their exact text: a course with more digits than a double holds.
      const exact = await load(
        'json',
        '[{"from": "BTC", "to": "ETH", "courseSource": "manual", "manualCourse": 12.345678901234567891, "lifetimeMinutes": 45}]',
      );
      expect(exact.statusCode, exact.body).toBe(200);
      const row = (await exported('json'))
        .json<{ from: string; to: string; manualCourse: string; lifetimeMinutes: number }[]>()
        .find((r) => r.from === 'BTC' && r.to === 'ETH');
      expect(row).toMatchObject({ manualCourse: '12.345678901234567891', lifetimeMinutes: 45 });
    });
  });

  describe('access', () => {
    it('is for administrators: 401 before the body is read, 403 for an operator', async () => {
      const anonymous = await call('POST', IMPORT, null, { format: 'csv' });
      expect(anonymous.statusCode).toBe(401);
      const asOperator = await call('POST', IMPORT, operator.access, {
        format: 'csv',
        content: 'x',
        reason: 'r',
      });
      expect(asOperator.statusCode).toBe(403);
      const read = await call('GET', '/admin/api/catalogue/directions/export/', operator.access);
      expect(read.statusCode).toBe(403);
    });
  });
});
