/**
 * What to photograph and why: the reason for the check, the steps (the card you pay with, the
 * middle digits covered, the name visible, on a sheet with today's date and the claim number
 * written by hand), an example picture and what to do and not to do. Never the CVV.
 */
import { useLocale } from '@/lib/i18n';
import { useT, type TTranslate, type TMessageKey } from '@/lib/i18n/verify';

const STEPS: readonly TMessageKey[] = [
  'verify.how.step1',
  'verify.how.step2',
  'verify.how.step3',
  'verify.how.step4',
  'verify.how.step5',
];
const DO: readonly TMessageKey[] = ['verify.do.1', 'verify.do.2', 'verify.do.3', 'verify.do.4'];
const DONT: readonly TMessageKey[] = ['verify.dont.1', 'verify.dont.2', 'verify.dont.3', 'verify.dont.4'];

/** Today as people write it by hand: "22.11.2026" / "22/11/2026". */
function today(locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'short' }).format(
    new Date(),
  );
}

/** A drawing of the expected photo: the card on a sheet, middle digits covered, date and number. */
function ExamplePicture({ date, claimId, t }: { date: string; claimId: string; t: TTranslate }) {
  return (
    <figure className="verify-example">
      <svg
        className="verify-example__image"
        viewBox="0 0 320 210"
        role="img"
        aria-label={t('verify.example')}
        focusable="false"
      >
        <rect className="verify-example__sheet" x="8" y="6" width="304" height="198" rx="6" />
        <text className="verify-example__hand" x="24" y="36">
          {date}
        </text>
        <text className="verify-example__hand verify-example__hand--small" x="24" y="58">
          {claimId}
        </text>
        <rect className="verify-example__card" x="52" y="74" width="216" height="118" rx="12" />
        <rect className="verify-example__chip" x="70" y="94" width="30" height="22" rx="4" />
        <text className="verify-example__digits" x="70" y="148">
          4111 11
        </text>
        <rect className="verify-example__strip" x="137" y="132" width="66" height="22" rx="2" />
        <text className="verify-example__digits" x="208" y="148">
          1111
        </text>
        <text className="verify-example__name" x="70" y="176">
          IVAN IVANOV
        </text>
      </svg>
      <figcaption className="verify-example__caption">{t('verify.example')}</figcaption>
    </figure>
  );
}

function RuleList({ items, kind, t }: { items: readonly TMessageKey[]; kind: 'do' | 'dont'; t: TTranslate }) {
  return (
    <ul className={`verify-rules__list verify-rules__list--${kind}`}>
      {items.map((key) => (
        <li key={key}>
          <span className="verify-rules__mark" aria-hidden="true">
            {kind === 'do' ? '✓' : '✕'}
          </span>
          {t(key)}
        </li>
      ))}
    </ul>
  );
}

export function PhotoGuide({ claimId }: { claimId: string }) {
  const t = useT();
  const locale = useLocale();
  const date = today(locale);
  return (
    <section className="card verify-card verify-guide" aria-labelledby="verify-how-title">
      <div className="verify-guide__why">
        <h2 className="verify-card__title">{t('verify.why.title')}</h2>
        <p>{t('verify.why.text')}</p>
        <p className="verify-guide__privacy">{t('verify.why.privacy')}</p>
      </div>

      <h2 className="verify-card__title" id="verify-how-title">
        {t('verify.how.title')}
      </h2>
      <ol className="verify-steps">
        {STEPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>

      <div className="verify-handwrite">
        <p className="verify-handwrite__title">{t('verify.handwrite.title')}</p>
        <dl className="verify-handwrite__list">
          <div>
            <dt>{t('verify.handwrite.date')}</dt>
            <dd>{date}</dd>
          </div>
          <div>
            <dt>{t('verify.handwrite.claim')}</dt>
            <dd>
              <code>{claimId}</code>
            </dd>
          </div>
        </dl>
      </div>

      <ExamplePicture date={date} claimId={claimId} t={t} />

      <div className="verify-rules">
        <div className="verify-rules__col">
          <h3 className="verify-rules__title verify-rules__title--do">{t('verify.do.title')}</h3>
          <RuleList items={DO} kind="do" t={t} />
        </div>
        <div className="verify-rules__col">
          <h3 className="verify-rules__title verify-rules__title--dont">{t('verify.dont.title')}</h3>
          <RuleList items={DONT} kind="dont" t={t} />
        </div>
      </div>
    </section>
  );
}
