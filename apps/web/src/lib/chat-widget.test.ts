import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatScriptUrl, createChatWidget } from './chat-widget';

const config = { src: 'https://chat.example/{id}/widget.js?lang={locale}', id: 'abc' };

describe('chat widget adapter', () => {
  afterEach(() => {
    delete window.__chatWidgetDestroy;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('builds the script URL from the locale and id', () => {
    expect(chatScriptUrl(config, 'en')).toBe('https://chat.example/abc/widget.js?lang=en');
  });

  it('mounts an async script marked data-chat-widget', () => {
    const widget = createChatWidget(config, 'ru');
    widget.mount();
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-chat-widget]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://chat.example/abc/widget.js?lang=ru');
    expect(scripts[0]!.async).toBe(true);
    widget.destroy();
  });

  it('destroy removes the script and everything the widget added, keeping the rest', async () => {
    const before = document.createElement('div');
    before.id = 'root';
    document.body.append(before);
    const widget = createChatWidget(config, 'ru');
    widget.mount();
    // What a widget typically does once its script runs:
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const style = document.createElement('style');
    document.head.append(style);
    await Promise.resolve();
    const lateNode = document.createElement('div'); // added just before destroy: still pending
    document.body.append(lateNode);
    // The app's own lazy assets must survive.
    const appCss = document.createElement('link');
    appCss.rel = 'stylesheet';
    appCss.href = `${window.location.origin}/assets/page.css`;
    document.head.append(appCss);
    const teardown = vi.fn();
    window.__chatWidgetDestroy = teardown;

    widget.destroy();

    expect(teardown).toHaveBeenCalledOnce();
    expect(document.querySelector('script[data-chat-widget]')).toBeNull();
    expect(frame.isConnected).toBe(false);
    expect(style.isConnected).toBe(false);
    expect(lateNode.isConnected).toBe(false);
    expect(before.isConnected).toBe(true);
    expect(appCss.isConnected).toBe(true);
  });

  it('is re-created with another locale', () => {
    const ru = createChatWidget(config, 'ru');
    ru.mount();
    ru.destroy();
    const en = createChatWidget(config, 'en');
    en.mount();
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-chat-widget]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toContain('lang=en');
    en.destroy();
    expect(document.querySelectorAll('script[data-chat-widget]')).toHaveLength(0);
  });
});
