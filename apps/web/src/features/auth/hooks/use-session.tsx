import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useHydrated } from '@/lib/hydrated';
import type { TSessionState, TSessionStore } from '../session-store';

/**
 * What a server-rendered page is hydrated with: the server renders for nobody (decision 034), so
 * the first render does too, even if the session check has ended meanwhile (src/lib/hydrated.ts).
 */
const NOT_KNOWN_YET: TSessionState = { status: 'unknown', user: null };

const SessionContext = createContext<TSessionStore | null>(null);

export function SessionProvider({ store, children }: { store: TSessionStore; children: ReactNode }) {
  return <SessionContext value={store}>{children}</SessionContext>;
}

export function useSessionStore(): TSessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession: wrap the app in <SessionProvider>');
  return store;
}

export function useSession(): TSessionState & { isLoggedIn: boolean } {
  const store = useSessionStore();
  const current = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const state = useHydrated() ? current : NOT_KNOWN_YET;
  return { ...state, isLoggedIn: state.status === 'authenticated' };
}
