import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
});
