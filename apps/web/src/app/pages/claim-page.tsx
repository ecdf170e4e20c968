import { PageIntro } from './page-intro';

/** Claim flow pages: claim status, payment outcome, card verification. */
export default function ClaimPage() {
  return (
    <div className="container page page--narrow">
      <PageIntro />
    </div>
  );
}
