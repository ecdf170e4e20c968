/**
 * The referral programme for everyone (`/partners/users`): the share, currency and minimum
 * withdrawal as the server applies them (never written into the page), how it works, a worked
 * example computed with the same accrual function the server credits with, and the conditions.
 */
import { dec, referralAccrual, toFixedString, type TReferralTerms } from '@exchanger/core';
import { ButtonLink } from '@/components/ui';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useReferralTerms } from '../api/get-referral-terms';
import { PartnersSection } from './partners-section';
import { useT, type TMessageKey } from '@/lib/i18n/info';
import './partners.css';

export interface TReferralTermsProps {
  /** Where the call to action leads: the account's referral page, or sign-up for guests. */
  actionHref: string;
  isLoggedIn: boolean;
}

/** The example: a claim worth this many dollars in a direction with this margin (selling crypto for roubles). */
const EXAMPLE_VOLUME = '1000';
const EXAMPLE_MARGIN = '1.5';

const STEPS: TMessageKey[] = [
  'referralTerms.step.link',
  'referralTerms.step.share',
  'referralTerms.step.accrual',
  'referralTerms.step.withdraw',
];

const CONDITIONS: TMessageKey[] = [
  'referralTerms.condition.completed',
  'referralTerms.condition.margin',
  'referralTerms.condition.self',
  'referralTerms.condition.spam',
];

function Example({ terms }: { terms: TReferralTerms }) {
  const t = useT();
  const income = toFixedString(dec(EXAMPLE_VOLUME).times(EXAMPLE_MARGIN).div(100), 2);
  const accrual = referralAccrual(EXAMPLE_VOLUME, EXAMPLE_MARGIN, terms.percent);
  return (
    <p data-testid="referral-example">
      {t('referralTerms.example.text', {
        volume: formatMoney(toFixedString(dec(EXAMPLE_VOLUME), 2), terms.currency),
        margin: EXAMPLE_MARGIN,
        income: formatMoney(income, terms.currency),
        percent: terms.percent,
        accrual: formatMoney(accrual, terms.currency),
      })}
    </p>
  );
}

export function ReferralTerms({ actionHref, isLoggedIn }: TReferralTermsProps) {
  const t = useT();
  const locale = useLocale();
  const terms = useReferralTerms(locale);

  if (terms.isError && !terms.data)
    return (
      <p className="muted" data-testid="referral-terms-error">
        {t('referralTerms.loadFailed')}
      </p>
    );
  if (!terms.data)
    return (
      <div className="card partners-card" aria-busy="true">
        <p className="sr-only" role="status">
          {t('referralTerms.loading')}
        </p>
        <span className="skeleton" style={{ width: 140, height: 48 }} aria-hidden="true" />
        <span className="skeleton" style={{ width: '70%', height: 18 }} aria-hidden="true" />
      </div>
    );
  const data = terms.data;
  const minWithdrawal = formatMoney(data.minWithdrawal, data.currency);
  return (
    <div className="partners-guide" data-testid="referral-terms">
      <section className="card partners-card partners-offer">
        <p className="partners-offer__value" data-testid="referral-percent">
          {t('referralTerms.percent', { percent: data.percent })}
        </p>
        <p className="partners-offer__text">{t('referralTerms.percentText')}</p>
        <dl className="partners-facts">
          <div>
            <dt>{t('referralTerms.currency')}</dt>
            <dd>{data.currency}</dd>
          </div>
          <div>
            <dt>{t('referralTerms.minWithdrawal')}</dt>
            <dd>{minWithdrawal}</dd>
          </div>
        </dl>
        <div>
          <ButtonLink to={actionHref} color="green" size="large" data-testid="referral-action">
            {isLoggedIn ? t('referralTerms.actionUser') : t('referralTerms.actionGuest')}
          </ButtonLink>
        </div>
      </section>

      <PartnersSection id="referral-how" title={t('referralTerms.how')}>
        <ol className="partners-steps">
          {STEPS.map((key) => (
            <li key={key}>
              {t(key, { percent: data.percent, currency: data.currency, min: minWithdrawal })}
            </li>
          ))}
        </ol>
      </PartnersSection>

      <PartnersSection id="referral-example-title" title={t('referralTerms.example.title')}>
        <Example terms={data} />
      </PartnersSection>

      <PartnersSection id="referral-conditions" title={t('referralTerms.conditions')}>
        <ul className="partners-list">
          {CONDITIONS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </PartnersSection>
    </div>
  );
}
