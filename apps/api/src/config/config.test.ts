import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, fastifyTrustProxy, loadConfig } from './config.js';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'exchanger-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      demoData: true,
      chat: null,
      admin: undefined,
      metricsToken: null,
    });
  });

  it('rations claims by default, and takes other figures or 0 to turn a count off', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).claimRationing).toEqual({
      perHour: 10,
      openMax: 3,
      reserveSharePercent: '50',
    });
    expect(
      loadConfig({
        DATA_DIR: tmp(),
        CLAIMS_PER_HOUR: '0',
        CLAIMS_OPEN_MAX: '5',
        CLAIMS_RESERVE_SHARE: '12.5',
      }).claimRationing,
    ).toEqual({ perHour: 0, openMax: 5, reserveSharePercent: '12.5' });
    for (const share of ['0', '0.0', '101', '-5', '50%', '1e2']) {
      expect(() => loadConfig({ DATA_DIR: tmp(), CLAIMS_RESERVE_SHARE: share })).toThrow(
        /CLAIMS_RESERVE_SHARE/,
      );
    }
    expect(() => loadConfig({ DATA_DIR: tmp(), CLAIMS_OPEN_MAX: '-1' })).toThrow(/CLAIMS_OPEN_MAX/);
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'localhost',
        ADMIN_EMAIL: 'not-an-email',
        DEMO_DATA: 'maybe',
        SECRET_KEY: 'short',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const names = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(names.sort()).toEqual([
      'ADMIN_EMAIL',
      'DATABASE_URL',
      'DEMO_DATA',
      'PORT',
      'PUBLIC_URL',
      'SECRET_KEY',
    ]);
  });

  it('requires pairs to be set together', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ADMIN_EMAIL: 'a@b.cd' })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), CHAT_WIDGET_ID: 'x' })).toThrow(/CHAT_WIDGET_SRC/);
  });

  it('reads the support channels, normalized, and refuses malformed ones', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).support).toEqual({ email: null, telegram: null, phone: null });
    expect(
      loadConfig({
        DATA_DIR: tmp(),
        SUPPORT_EMAIL: 'Help@Example.com',
        SUPPORT_TELEGRAM: '@exchanger_help',
        SUPPORT_PHONE: '+7 900 123-45-67',
      }).support,
    ).toEqual({ email: 'help@example.com', telegram: 'exchanger_help', phone: '+7 900 123-45-67' });
    expect(() =>
      loadConfig({
        DATA_DIR: tmp(),
        SUPPORT_EMAIL: 'nope',
        SUPPORT_TELEGRAM: 't.me/x',
        SUPPORT_PHONE: 'call me',
      }),
    ).toThrow(/SUPPORT_EMAIL[\s\S]*SUPPORT_TELEGRAM[\s\S]*SUPPORT_PHONE/);
  });

  it('generates SECRET_KEY once and keeps it in DATA_DIR', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).secretKey;
    const file = path.join(dir, 'secret_key');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).secretKey).toBe(first);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, SECRET_KEY: 'x'.repeat(40) }).secretKey).toBe('x'.repeat(40));
  });

  it('turns demo data off on PostgreSQL unless asked, and treats empty strings as unset', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://u@h/db' }).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: 'true' }).demoData).toBe(
      true,
    );
    expect(loadConfig({ DATA_DIR: dir, PORT: '' }).port).toBe(3000);
  });

  it('defaults PUBLIC_URL to the HOST and PORT it listens on, localhost for loopback and every interface', () => {
    const dir = tmp();
    const url = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env }).publicUrl;
    expect(url({ PORT: '8080' })).toBe('http://localhost:8080');
    expect(url({ HOST: '127.0.0.1', PORT: '4000' })).toBe('http://localhost:4000');
    expect(url({ HOST: '0.0.0.0', PORT: '80' })).toBe('http://localhost:80');
    expect(url({ HOST: '::', PORT: '3000' })).toBe('http://localhost:3000');
    expect(url({ HOST: '192.0.2.10', PORT: '3000' })).toBe('http://192.0.2.10:3000');
    expect(url({ HOST: '2001:db8::1', PORT: '3000' })).toBe('http://[2001:db8::1]:3000');
    expect(url({ HOST: 'exchanger.lan', PORT: '3000' })).toBe('http://exchanger.lan:3000');
    expect(url({ HOST: '0.0.0.0', PUBLIC_URL: 'https://x.example/' })).toBe('https://x.example');
  });

  it('warns when links point at loopback while other machines can connect', () => {
    const dir = tmp();
    const warn = (env: Record<string, string>) => configWarnings(loadConfig({ DATA_DIR: dir, ...env }));
    expect(warn({})).toEqual([]);
    expect(warn({ HOST: '0.0.0.0' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL is http:\/\/localhost:3000, a loopback/),
    ]);
    expect(warn({ HOST: '::', PUBLIC_URL: 'http://127.0.0.1:3000' })).toHaveLength(1);
    expect(warn({ HOST: '0.0.0.0', PUBLIC_URL: 'https://x.example' })).toEqual([]);
    expect(warn({ HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:3000' })).toEqual([]);
  });

  it("takes TRUST_PROXY in Fastify's forms and warns about the ones clients can abuse", () => {
    const dir = tmp();
    const trust = (value: string) => loadConfig({ DATA_DIR: dir, TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect([trust('false'), trust('0'), trust('true')]).toEqual([false, false, true]);
    expect([trust('1'), trust('2')]).toEqual([1, 2]);
    expect(trust('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trust('127.0.0.1, 10.0.0.0/8,fd00::/8')).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    for (const bad of ['maybe', '10.0.0.0/33', '1.2.3', 'nginx', '-1'])
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: must be false, a hop count/);

    const warn = (env: Record<string, string>) => configWarnings(loadConfig({ DATA_DIR: dir, ...env }));
    expect(warn({ TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY=true believes every/),
    ]);
    expect(warn({ TRUST_PROXY: '1' })).toEqual([]);
    expect(warn({ TRUST_PROXY: '1', HOST: '0.0.0.0', PUBLIC_URL: 'https://x.example' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY=1 trusts whoever connects/),
    ]);
    expect(warn({ TRUST_PROXY: '10.0.0.5', HOST: '0.0.0.0', PUBLIC_URL: 'https://x.example' })).toEqual([]);

    // A hop count trusts that many nearest peers, never more.
    const hops = fastifyTrustProxy(1);
    expect(typeof hops === 'function' && [hops('127.0.0.1', 0), hops('6.6.6.6', 1)]).toEqual([true, false]);
    expect(fastifyTrustProxy(['127.0.0.1'])).toEqual(['127.0.0.1']);
  });
});
