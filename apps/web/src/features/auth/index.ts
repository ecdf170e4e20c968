export { fetchStartupProfile, getMe, parseUser, type TUser } from './api/get-me';
export { useLogout } from './api/logout';
export { ActivationResult } from './components/activation-result';
export { ForgetForm } from './components/forget-form';
export { LoginForm, type TLoginFormProps } from './components/login-form';
export { PasswordChangeForm } from './components/password-change-form';
export { RecoverForm, type TRecoverFormProps } from './components/recover-form';
export { RegisterForm, type TRegisterFormProps } from './components/register-form';
export { RegisteredNotice } from './components/registered-notice';
export { SessionProvider, useSession, useSessionStore } from './hooks/use-session';
export { safeNextPath } from './utils/next-path';
export {
  createSessionStore,
  HAS_SESSION_COOKIE,
  type TSessionState,
  type TSessionStatus,
  type TSessionStore,
} from './session-store';
