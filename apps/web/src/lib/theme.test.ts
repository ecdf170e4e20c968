import { describe, expect, it } from 'vitest';
import { COLOR_MODE_KEY, createColorModeStore, resolveColorMode, type TColorModeDeps } from './theme';

function fakeMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  return {
    matches: initial,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    set(value: boolean) {
      this.matches = value;
      for (const listener of listeners) listener();
    },
    listenerCount: () => listeners.size,
  };
}

function setup(stored: string | null, systemDark: boolean) {
  const data = new Map<string, string>();
  if (stored !== null) data.set(COLOR_MODE_KEY, stored);
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => data.set(k, v),
  };
  const media = fakeMedia(systemDark);
  const root = document.createElement('html');
  const store = createColorModeStore({ storage, media, root } as unknown as TColorModeDeps);
  return { data, media, root, store };
}

describe('resolveColorMode', () => {
  it('resolves system by the media query', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });
});

describe('colour mode store', () => {
  it('defaults to system and applies data-theme at once', () => {
    const { store, root } = setup(null, true);
    expect(store.getState()).toEqual({ preference: 'system', mode: 'dark' });
    expect(root.getAttribute('data-theme')).toBe('dark');
  });

  it('reads and persists the preference', () => {
    const { store, root, data } = setup('light', true);
    expect(store.getState().mode).toBe('light');
    store.setPreference('dark');
    expect(data.get(COLOR_MODE_KEY)).toBe('dark');
    expect(root.getAttribute('data-theme')).toBe('dark');
  });

  it('ignores an unknown stored value', () => {
    const { store } = setup('purple', false);
    expect(store.getState()).toEqual({ preference: 'system', mode: 'light' });
  });

  it('follows the system live only while the preference is system', () => {
    const { store, root, media } = setup('system', false);
    let notified = 0;
    const unsubscribe = store.subscribe(() => (notified += 1));
    media.set(true);
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(notified).toBe(1);
    store.setPreference('light');
    media.set(false);
    media.set(true);
    expect(root.getAttribute('data-theme')).toBe('light');
    unsubscribe();
    expect(media.listenerCount()).toBe(0);
  });
});
