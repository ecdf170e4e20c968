import { ZRuntimeConfig } from '@exchanger/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig, runtimeConfigOf } from './index';

function embed(text: string): void {
  const script = document.createElement('script');
  script.id = 'app-config';
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

describe('readRuntimeConfig', () => {
  afterEach(() => {
    document.getElementById('app-config')?.remove();
    vi.restoreAllMocks();
  });

  it('falls back to defaults when the placeholder was not replaced', () => {
    expect(readRuntimeConfig(document)).toEqual({
      publicUrl: window.location.origin,
      siteName: 'Exchanger',
      chat: null,
      demo: false,
    });
  });

  it('reads the embedded configuration', () => {
    embed(
      JSON.stringify({
        publicUrl: 'https://x.example',
        siteName: 'X',
        chat: { src: 'https://c/{id}', id: '7' },
        demo: true,
      }),
    );
    expect(readRuntimeConfig(document)).toEqual({
      publicUrl: 'https://x.example',
      siteName: 'X',
      chat: { src: 'https://c/{id}', id: '7' },
      demo: true,
    });
  });

  it('ignores malformed configuration', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    embed('{"siteName": 1}');
    expect(readRuntimeConfig(document).siteName).toBe('Exchanger');
    document.getElementById('app-config')?.remove();
    embed('not json');
    expect(readRuntimeConfig(document).siteName).toBe('Exchanger');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('runtimeConfigOf', () => {
  it('answers as core’s ZRuntimeConfig does', () => {
    const base = { publicUrl: 'https://x.example', siteName: 'X', chat: null };
    const samples: unknown[] = [
      base,
      { ...base, demo: true },
      { ...base, demo: false, extra: 1 },
      { ...base, chat: { src: 'https://c/{locale}', id: '7', more: true } },
      { ...base, demo: undefined },
      { ...base, demo: 'yes' },
      { ...base, chat: undefined },
      { ...base, chat: { src: 'https://c' } },
      { ...base, chat: { src: 1, id: '7' } },
      { ...base, chat: [] },
      { ...base, publicUrl: 1 },
      { siteName: 'X', chat: null },
      { ...base, siteName: null },
      [],
      null,
      'x',
      42,
    ];
    for (const raw of samples) {
      const parsed = ZRuntimeConfig.safeParse(raw);
      expect(runtimeConfigOf(raw), JSON.stringify(raw)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
