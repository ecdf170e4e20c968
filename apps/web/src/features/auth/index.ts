export { fetchStartupProfile, getMe, type TUser } from './api/get-me';
export { SessionProvider, useSession, useSessionStore } from './hooks/use-session';
export {
  createSessionStore,
  HAS_SESSION_COOKIE,
  type TSessionState,
  type TSessionStatus,
  type TSessionStore,
} from './session-store';
