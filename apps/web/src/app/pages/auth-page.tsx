import { PageIntro } from './page-intro';

/** Guest-only pages: sign in, sign up, password recovery. */
export default function AuthPage() {
  return (
    <div className="container page page--auth">
      <div className="card auth-card">
        <PageIntro className="page-intro page-intro--compact" />
      </div>
    </div>
  );
}
