import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/config';
import { renderApp } from '@/test/render-app';

vi.mock('@/config', async (importOriginal) => {
  const actual = await importOriginal<typeof ConfigModule>();
  return {
    ...actual,
    runtimeConfig: {
      publicUrl: 'https://x.example',
      siteName: 'Obmen',
      chat: { src: 'https://chat.example/w.js?lang={locale}&id={id}', id: 'w1' },
    },
  };
});

const chatScripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-chat-widget]'));

describe('layout with runtime configuration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uses the configured site name', async () => {
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Частые вопросы' });
    await waitFor(() => expect(document.title).toBe('Частые вопросы — Obmen'));
    expect(screen.getAllByText('Obmen').length).toBeGreaterThan(0);
  });

  it('loads the chat widget and re-creates it with the new locale on a language switch', async () => {
    const { unmount } = renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Частые вопросы' });
    expect(chatScripts().map((s) => s.src)).toEqual(['https://chat.example/w.js?lang=ru&id=w1']);
    const widgetNode = document.createElement('div');
    document.body.append(widgetNode); // what the widget would add

    await userEvent.click(screen.getByTestId('lang-switch'));
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(chatScripts().map((s) => s.src)).toEqual(['https://chat.example/w.js?lang=en&id=w1']);
    expect(widgetNode.isConnected).toBe(false);

    unmount();
    expect(chatScripts()).toHaveLength(0);
  });
});
