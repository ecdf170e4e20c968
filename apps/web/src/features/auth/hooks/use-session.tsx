import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { TSessionState, TSessionStore } from '../session-store';

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
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, isLoggedIn: state.status === 'authenticated' };
}
