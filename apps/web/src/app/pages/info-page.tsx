import { PageIntro } from './page-intro';

/** Public information pages (rules, AML, FAQ, news, partners…); their content comes later. */
export default function InfoPage() {
  return (
    <div className="container page">
      <PageIntro />
    </div>
  );
}
