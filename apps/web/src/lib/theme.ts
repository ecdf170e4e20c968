/**
 * Colour mode (docs/architecture.md#screens): the preference light | dark | system is kept in localStorage under
 * `color-mode` and applied as `data-theme="light|dark"` on <html>. "system" follows
 * `prefers-color-scheme` live. public/theme-init.js applies the same rule before first paint.
 */
import { useSyncExternalStore } from 'react';

export const COLOR_MODE_KEY = 'color-mode';
export const COLOR_MODE_PREFERENCES = ['light', 'dark', 'system'] as const;
export type TColorModePreference = (typeof COLOR_MODE_PREFERENCES)[number];
export type TColorMode = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isColorModePreference(value: unknown): value is TColorModePreference {
  return typeof value === 'string' && (COLOR_MODE_PREFERENCES as readonly string[]).includes(value);
}

export function resolveColorMode(preference: TColorModePreference, systemPrefersDark: boolean): TColorMode {
  switch (preference) {
    case 'light':
    case 'dark':
      return preference;
    case 'system':
      return systemPrefersDark ? 'dark' : 'light';
  }
}

export interface TColorModeState {
  preference: TColorModePreference;
  mode: TColorMode;
}

export interface TColorModeStore {
  getState: () => TColorModeState;
  setPreference: (preference: TColorModePreference) => void;
  subscribe: (listener: () => void) => () => void;
}

export interface TColorModeDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  media: Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'> | null;
  root: HTMLElement;
}

export function createColorModeStore({ storage, media, root }: TColorModeDeps): TColorModeStore {
  const listeners = new Set<() => void>();

  function readPreference(): TColorModePreference {
    try {
      const stored = storage?.getItem(COLOR_MODE_KEY);
      return isColorModePreference(stored) ? stored : 'system';
    } catch {
      return 'system';
    }
  }

  function compute(preference: TColorModePreference): TColorModeState {
    return { preference, mode: resolveColorMode(preference, media?.matches ?? false) };
  }

  let state = compute(readPreference());

  function apply(next: TColorModeState): void {
    state = next;
    root.setAttribute('data-theme', next.mode);
    root.style.colorScheme = next.mode;
    for (const listener of listeners) listener();
  }

  function onSystemChange(): void {
    if (state.preference === 'system') apply(compute('system'));
  }

  apply(state);

  return {
    getState: () => state,
    setPreference: (preference) => {
      try {
        storage?.setItem(COLOR_MODE_KEY, preference);
      } catch {
        // Storage may be full or blocked: the choice still applies to this page.
      }
      apply(compute(preference));
    },
    subscribe: (listener) => {
      if (listeners.size === 0) media?.addEventListener('change', onSystemChange);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) media?.removeEventListener('change', onSystemChange);
      };
    },
  };
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function browserDeps(): TColorModeDeps {
  const storage = localStorageOrNull();
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  return { storage, media, root: document.documentElement };
}

let browserStore: TColorModeStore | null = null;

/**
 * What the server renders (it cannot read the visitor's storage), and what hydration starts from
 * before the store's own state replaces it: the stored preference, if any, shows a moment later.
 */
const SERVER_STATE: TColorModeState = { preference: 'system', mode: 'light' };
const serverStore: TColorModeStore = {
  getState: () => SERVER_STATE,
  setPreference: () => undefined,
  subscribe: () => () => undefined,
};
const getServerState = () => SERVER_STATE;

/** The page's store, created on first use (a fixed one in the server-side renderer). */
export function getColorModeStore(): TColorModeStore {
  if (typeof document === 'undefined') return serverStore;
  browserStore ??= createColorModeStore(browserDeps());
  return browserStore;
}

export function useColorMode(store: TColorModeStore = getColorModeStore()): TColorModeState & {
  setPreference: (preference: TColorModePreference) => void;
} {
  const state = useSyncExternalStore(store.subscribe, store.getState, getServerState);
  return { ...state, setPreference: store.setPreference };
}
