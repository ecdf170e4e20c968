/**
 * The site promises only what is configured (issue 20): the home page names the chat only when a
 * widget is loaded, and no public text says "around the clock" except the working hours an
 * administrator stated as such (`about.alwaysOpen`).
 */
import { ROUTES, type TRuntimeConfig } from '@exchanger/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig, setRuntimeConfigSource } from '@/config';
import { en } from '@/lib/i18n/en';
import { ru } from '@/lib/i18n/ru';
import { renderApp } from '@/test/render-app';

const withChat = (chat: TRuntimeConfig['chat']) => {
  const base = readRuntimeConfig(document);
  setRuntimeConfigSource(() => ({ ...base, chat }));
};

afterEach(() => {
  setRuntimeConfigSource(() => readRuntimeConfig(document));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the support promises', () => {
  it('names the chat on the home page only when the site loads one', async () => {
    withChat(null);
    const first = renderApp('/en');
    const point = await screen.findByText(/Operators answer in Russian and English/, {}, { timeout: 10_000 });
    expect(point.textContent).not.toMatch(/chat/i);
    first.unmount();

    withChat({ src: 'https://widget.example/{id}.js', id: 'abc' });
    renderApp('/en');
    expect((await screen.findByText(/Operators answer in Russian and English/)).textContent).toContain(
      'in the chat',
    );
  });

  it('says "around the clock" nowhere but in the hours an administrator stated so', () => {
    for (const dictionary of [ru, en])
      for (const [key, text] of Object.entries(dictionary))
        if (key !== 'about.alwaysOpen') expect(text, key).not.toMatch(/круглосуточ|around the clock|24\/7/i);
  });

  it('names no chat in the pages’ titles and descriptions (the chat depends on the configuration)', () => {
    for (const route of ROUTES)
      for (const text of Object.values(route.text))
        expect(`${text.title} ${text.description}`, route.name).not.toMatch(
          /(?<![а-яё])чат|\bchat\b|круглосуточ|around the clock/iu,
        );
  });
});
