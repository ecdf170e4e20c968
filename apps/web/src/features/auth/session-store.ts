/**
 * Login state (docs/architecture.md#screens): the user is logged in when the profile is loaded. At start-up the
 * profile is fetched only if the `has_session=1` companion cookie says a refresh cookie exists
 * (that one is httpOnly and invisible to scripts). Route guards wait for `ready()`.
 */
import type { TUser } from './api/get-me';

export const HAS_SESSION_COOKIE = 'has_session';

export type TSessionStatus = 'unknown' | 'anonymous' | 'authenticated';

export interface TSessionState {
  status: TSessionStatus;
  user: TUser | null;
}

export interface TSessionStore {
  getState: () => TSessionState;
  subscribe: (listener: () => void) => () => void;
  /** Runs the start-up check once; later calls return the same promise. */
  init: () => Promise<void>;
  /** Resolves when the start-up check is over (starting it if needed). */
  ready: () => Promise<void>;
  isLoggedIn: () => boolean;
  /** After login (user) or logout (null). */
  setUser: (user: TUser | null) => void;
}

export interface TSessionDeps {
  hasSessionCookie: () => boolean;
  fetchProfile: () => Promise<TUser | null>;
}

export function createSessionStore({ hasSessionCookie, fetchProfile }: TSessionDeps): TSessionStore {
  const listeners = new Set<() => void>();
  let state: TSessionState = { status: 'unknown', user: null };
  let initPromise: Promise<void> | null = null;

  function setUser(user: TUser | null): void {
    state = user ? { status: 'authenticated', user } : { status: 'anonymous', user: null };
    for (const listener of listeners) listener();
  }

  async function check(): Promise<void> {
    if (!hasSessionCookie()) {
      setUser(null);
      return;
    }
    let user: TUser | null = null;
    try {
      user = await fetchProfile();
    } catch (error) {
      console.warn('session check failed', error);
    }
    // A login that finished meanwhile wins over the start-up answer.
    if (state.status === 'unknown') setUser(user);
  }

  function init(): Promise<void> {
    initPromise ??= check();
    return initPromise;
  }

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    init,
    ready: init,
    isLoggedIn: () => state.status === 'authenticated',
    setUser,
  };
}
