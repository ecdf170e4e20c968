import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pairTerms, quoteFromSend } from '@exchanger/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

function multipart(name: string, filename: string, type: string, content: Buffer) {
  const boundary = '----exchanger-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDb('card verification', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCatalogue(t);
    id = ids(t);
  });
  afterAll(() => t.close());

  /** The server's own quote for `send` of a pair, as the exchange screen computes it. */
  async function quote(from: number, to: number, send: string) {
    const pair = (
      await t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${from}/${to}/` })
    ).json();
    return quoteFromSend(pairTerms(pair), send);
  }

  async function createClaim(from: number, to: number, send: string, requisites: Record<string, unknown>) {
    const q = await quote(from, to, send);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/claim/',
      payload: {
        email: 'v@example.com',
        fromPs: from,
        toPs: to,
        fromSumma: q.send,
        toSumma: q.receive,
        agree: true,
        ...requisites,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  }

  // Any-bank card RUB → BTC needs card verification in the demo catalogue.
  const createCardClaim = () =>
    createClaim(id.CARDRUB, id.BTC, '10000', {
      fromRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      toRequisites: { wallet: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
    });

  it('asks for verification after payment and stores the photo privately', async () => {
    const claimId = await createCardClaim();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/form/` })).json()
        .verificationRequired,
    ).toBe(true);
    const confirm = await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/confirm/` });
    expect(confirm.json()).toEqual({ status: 'verification' });

    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/claim/${claimId}/verification/`,
      ...multipart('photo', 'card.png', 'image/png', PNG),
    });
    expect(upload.statusCode).toBe(200);
    const state = upload.json();
    expect(state).toMatchObject({
      required: true,
      status: 'verification',
      documents: [{ size: PNG.length }],
    });
    const file = path.join(t.config.dataDir, 'uploads', 'claims', claimId, `${state.documents[0].id}.png`);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).equals(PNG)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Nothing under DATA_DIR is reachable over HTTP.
    const leak = await t.app.inject({
      method: 'GET',
      url: `/uploads/claims/${claimId}/${state.documents[0].id}.png`,
    });
    expect(leak.body).not.toContain('PNG');
  });

  it('refuses files that are not images, whatever they claim to be, and wrong requests', async () => {
    const claimId = await createCardClaim();
    const fake = await t.app.inject({
      method: 'POST',
      url: `/en/api/v1/claim/${claimId}/verification/`,
      ...multipart('photo', 'card.png', 'image/png', Buffer.from('<svg onload=alert(1)>')),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields.photo).toEqual(['The photo must be a JPEG, PNG or WebP image.']);

    const big = await t.app.inject({
      method: 'POST',
      url: `/api/v1/claim/${claimId}/verification/`,
      ...multipart('photo', 'card.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])),
    });
    expect(big.statusCode).toBe(413);

    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v1/claim/${claimId}/verification/`,
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    // A body that only claims to be multipart: no boundary, or cut before its end (found by the fuzz).
    const whole = multipart('photo', 'card.png', 'image/png', PNG);
    for (const [contentType, body] of [
      ['multipart/form-data; boundary=', '"5."'],
      [whole.headers['content-type'], whole.payload.subarray(0, whole.payload.length - 10)],
    ] as const) {
      const broken = await t.app.inject({
        method: 'POST',
        url: `/en/api/v1/claim/${claimId}/verification/`,
        headers: { 'content-type': contentType },
        payload: body,
      });
      expect(broken.statusCode, contentType).toBe(400);
      expect(broken.json().fields.photo).toEqual([
        'The multipart/form-data body is malformed or cut short: send the file again.',
      ]);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/verification/` })).json().documents,
    ).toEqual([]);
  });

  it('refuses verification for a claim that does not need it', async () => {
    const claimId = await createClaim(id.BTC, id.SBERRUB, '0.01', {
      toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
    });
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/claim/${claimId}/verification/`,
      ...multipart('photo', 'card.png', 'image/png', PNG),
    });
    expect(upload.statusCode).toBe(409);
    expect(upload.json().detail).toBe('Для этой заявки верификация не нужна.');
  });

  it('keeps exactly five photos when twenty uploads race (the claim row is locked)', async () => {
    const claimId = await createCardClaim();
    const uploads = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/en/api/v1/claim/${claimId}/verification/`,
          ...multipart('photo', 'card.png', 'image/png', PNG),
        }),
      ),
    );
    const statuses = uploads.map((u) => u.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const refused = uploads.find((u) => u.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      code: 'conflict',
      detail: 'The claim already has 5 files. Write to the operators through the contacts page.',
    });
    const state = await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/verification/` });
    expect(state.json().documents).toHaveLength(5);
    // The refused ones left no file behind.
    expect(readdirSync(path.join(t.config.dataDir, 'uploads', 'claims', claimId))).toHaveLength(5);
  });

  it('takes a photo only while the claim waits for verification: a cancelled one is refused (409)', async () => {
    const claimId = await createCardClaim();
    const cancel = await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/cancel/` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    for (const [prefix, detail] of [
      ['/en', 'No card photo is needed now: the claim is no longer waiting for verification.'],
      ['', 'Фотография карты сейчас не нужна: заявка уже не ждёт проверки.'],
    ] as const) {
      const upload = await t.app.inject({
        method: 'POST',
        url: `${prefix}/api/v1/claim/${claimId}/verification/`,
        ...multipart('photo', 'card.png', 'image/png', PNG),
      });
      expect(upload.statusCode).toBe(409);
      expect(upload.json()).toMatchObject({ code: 'conflict', detail });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/verification/` })).json().documents,
    ).toEqual([]);
    expect(existsSync(path.join(t.config.dataDir, 'uploads', 'claims', claimId))).toBe(false);
  });
});
