import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TErrorBody } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CSP, chatOrigins, pageCsp } from '../src/http/security.js';
import { buildTestApp, type TTestApp } from './helpers.js';
import { createMember, MEMBER_PASSWORD } from './members.js';

const INDEX = `<!doctype html><html lang="ru"><head><!--app-config--><title>x</title></head><body><div id="root"></div></body></html>`;

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'exchanger-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

/** The directives of a policy: `script-src` → its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('chat widget origins', () => {
  it('lets in the widget’s host and its sibling hosts, and nothing for other schemes', () => {
    expect(chatOrigins('https://code.jivosite.com/widget/{id}?lang={locale}')).toEqual({
      http: ['https://code.jivosite.com', 'https://*.jivosite.com'],
      socket: ['wss://code.jivosite.com', 'wss://*.jivosite.com'],
    });
    expect(chatOrigins('https://chat.invalid/w.js')).toEqual({
      http: ['https://chat.invalid'],
      socket: ['wss://chat.invalid'],
    });
    expect(chatOrigins('javascript:alert(1)')).toBeNull();
    expect(chatOrigins('not a url')).toBeNull();
  });

  it('never allows inline or evaluated scripts, with or without a widget', () => {
    for (const chat of [null, { src: 'https://embed.tawk.to/{id}/default', id: 'x' }]) {
      const csp = directives(pageCsp(chat));
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    }
    expect(directives(pageCsp(null)).get('frame-src')).toEqual(["'none'"]);
  });
});

describe('security headers, CORS and cross-site requests', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      env: {
        WEB_DIST: fakeWebDist(),
        PUBLIC_URL: 'http://exchanger.test',
        CHAT_WIDGET_SRC: 'https://code.jivosite.com/widget/{id}?lang={locale}',
        CHAT_WIDGET_ID: 'abc',
      },
    });
  });
  afterAll(() => t.close());

  it('sends nosniff and a deny-all policy on API answers, and the whole set on pages', async () => {
    for (const url of ['/healthz', '/api/v1/calculator/', '/api/v1/no-such-thing/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toBe(API_CSP);
    }
    for (const url of ['/', '/en/rules', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('serves the pages with a policy that lets in this site and the configured chat widget only', async () => {
    for (const url of ['/', '/en/faq', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toEqual([
        "'self'",
        'https://code.jivosite.com',
        'https://*.jivosite.com',
      ]);
      expect(csp.get('connect-src'), url).toContain('wss://*.jivosite.com');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('follows the widget the back office sets, at once', async () => {
    let ip = 0;
    const admin = await createMember(t, 'csp-admin@example.com', 'admin', () => `10.9.0.${(ip += 1)}`);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/admin/api/settings/chat/',
      headers: { authorization: `Bearer ${admin.access}` },
      payload: { enabled: true, src: 'https://embed.tawk.to/{id}/default', id: 'site-1' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the page cache's second
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://embed.tawk.to', 'https://*.tawk.to']);
  });

  it('keeps CORS closed: no other origin is allowed to read the API', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/users/me/',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/calculator/',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses the cookie-authenticated calls from another site, and lets the site itself make them', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      for (const url of [
        '/front-api/auth/refresh/',
        '/front-api/auth/logout/',
        '/en/front-api/auth/login/',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, cookie: 'refresh=whatever' },
          payload: url.endsWith('login/') ? { email: 'a@example.com', password: 'secret123' } : undefined,
        });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        const body = res.json<TErrorBody>();
        expect(body.code).toBe('permission_denied');
        if (url.startsWith('/en')) expect(body.detail).toContain('another site');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    }
    const own = await t.app.inject({
      method: 'POST',
      url: '/front-api/auth/refresh/',
      headers: {
        origin: 'http://exchanger.test',
        'sec-fetch-site': 'same-origin',
        cookie: 'refresh=whatever',
      },
    });
    expect(own.statusCode).toBe(401);
    const noBrowser = await t.app.inject({ method: 'POST', url: '/front-api/auth/refresh/' });
    expect(noBrowser.statusCode).toBe(401);
  });
});

describe('an https site', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      env: { PUBLIC_URL: 'https://exchanger.example', WEB_DIST: fakeWebDist() },
    });
  });
  afterAll(() => t.close());

  it('asks browsers to use https only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en/faq' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // An API answer is not where a browser learns it, and need not carry it.
    const api = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(api.headers['strict-transport-security']).toBeUndefined();
  });

  it('sets the session cookies HttpOnly (the refresh token), SameSite=Strict and Secure', async () => {
    let ip = 0;
    await createMember(t, 'cookie@example.com', 'user', () => `10.40.0.${(ip += 1)}`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/front-api/auth/login/',
      payload: { email: 'cookie@example.com', password: MEMBER_PASSWORD },
      remoteAddress: '10.40.1.1',
    });
    expect(login.statusCode).toBe(200);
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
    const refresh = cookies.filter((c) => c.startsWith('refresh='));
    expect(refresh.length).toBeGreaterThan(0);
    for (const cookie of refresh) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).toMatch(/; Secure/);
      // Sent back only to the auth endpoints, never to the rest of the API or the pages.
      expect(cookie).toMatch(/; Path=\/(en\/)?front-api\/auth\//);
    }
    const marker = cookies.find((c) => c.startsWith('has_session='));
    expect(marker).toMatch(/; Secure/);
    expect(marker).not.toMatch(/HttpOnly/);
    // The access token is in the body only (kept in memory by the SPA), never in a cookie.
    const access = login.json<{ access: string }>().access;
    expect(cookies.join(';')).not.toContain(access);
  });
});
