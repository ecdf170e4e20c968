import { describe, expect, it } from 'vitest';
import { isLogoRef, isUploadedLogo, logoUrls } from './logos.js';

const SHA = 'a'.repeat(64);

describe('logos', () => {
  it('builds the addresses of a bundled logo and of an uploaded one', () => {
    expect(logoUrls('btc')).toEqual({ simple: '/logos/btc.svg', withBackground: '/logos/btc-bg.svg' });
    expect(logoUrls(`${SHA}.png`)).toEqual({
      simple: `/media/logos/${SHA}.png`,
      withBackground: `/media/logos/${SHA}.png`,
    });
  });

  it('takes only bundled keys and content addresses', () => {
    expect(isLogoRef('usdt')).toBe(true);
    expect(isLogoRef(`${SHA}.svg`)).toBe(true);
    for (const bad of [
      'nope',
      '../etc/passwd',
      `${SHA}.gif`,
      `${SHA.slice(1)}.png`,
      `${SHA.toUpperCase()}.png`,
    ])
      expect(isLogoRef(bad)).toBe(false);
    expect(isUploadedLogo('btc')).toBe(false);
  });
});
