/**
 * The live-chat widget set in the back office: served to every page at once instead of the
 * configured one, switched off, reset, and refused when it is not an https link.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { buildTestApp, createMember, type TTestApp } from './helpers.js';

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

const INDEX =
  '<!doctype html><html lang="ru"><head><!--app-config--><title>x</title></head><body></body></html>';

function runtimeOf(html: string): { chat: unknown } {
  const json = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as { chat: unknown };
}

describe('the chat widget from the back office', () => {
  let t: TTestApp;
  let admin = '';
  const as = (method: TMethod, url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${admin}` },
      ...(payload ? { payload } : {}),
    });
  const served = async () => runtimeOf((await t.app.inject({ method: 'GET', url: '/contacts' })).body).chat;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'exchanger-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    t = await buildTestApp('pglite', {
      env: {
        WEB_DIST: dist,
        PUBLIC_URL: 'https://exchanger.example',
        CHAT_WIDGET_SRC: 'https://chat.example/{id}.js',
        CHAT_WIDGET_ID: 'env-id',
      },
    });
    admin = (await createMember(t, 'chief@example.com', 'admin')).access;
  });
  afterAll(() => t.close());

  it('serves the configured widget until one is saved, then the saved one at once, and again after a reset', async () => {
    expect(await served()).toEqual({ src: 'https://chat.example/{id}.js', id: 'env-id' });
    expect((await as('GET', '/admin/api/settings/chat/')).json()).toMatchObject({
      enabled: true,
      source: 'config',
      httpsOnly: true,
      config: { src: 'https://chat.example/{id}.js', id: 'env-id' },
    });

    const saved = await as('PUT', '/admin/api/settings/chat/', {
      enabled: true,
      src: 'https://widget.example/loader.js?id={id}&lang={locale}',
      id: 'abc123',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ source: 'settings', id: 'abc123' });
    expect(await served()).toEqual({
      src: 'https://widget.example/loader.js?id={id}&lang={locale}',
      id: 'abc123',
    });

    const off = await as('PUT', '/admin/api/settings/chat/', { enabled: false, src: '', id: '' });
    expect(off.json()).toMatchObject({ enabled: false, source: 'settings' });
    expect(await served()).toBeNull();

    await as('DELETE', '/admin/api/settings/chat/');
    expect(await served()).toEqual({ src: 'https://chat.example/{id}.js', id: 'env-id' });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'chat'));
    expect(audit.map((a) => a.action)).toEqual(['setting.chat', 'setting.chat', 'setting.chat.reset']);
  });

  it('refuses a widget that is not an https link (the site is https), keeping what is served', async () => {
    for (const [body, field] of [
      [{ enabled: true, src: 'http://widget.example/a.js', id: 'x' }, 'src'],
      [{ enabled: true, src: 'javascript:alert(1)', id: 'x' }, 'src'],
      [{ enabled: true, src: 'https://widget.example/a.js', id: '' }, 'id'],
      [{ enabled: true, src: 'https://widget.example/a.js', id: 'a b' }, 'id'],
    ] as const) {
      const res = await as('PUT', '/en/admin/api/settings/chat/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    expect(await served()).toEqual({ src: 'https://chat.example/{id}.js', id: 'env-id' });
  });
});
