/**
 * The account's first page: who is signed in (e-mail, activation, since when), the referral link
 * to share, and the sections of the account with what each holds.
 */
import type { TMe } from '@exchanger/core';
import { Link } from 'react-router';
import { CodeValue, CopyButton, StatusBadge, toneClass } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/account';
import '@/components/ui/data-list.css';
import '@/components/ui/panel.css';
import './account.css';

export interface TAccountSection {
  name: string;
  href: string;
  title: string;
  description: string;
}

export interface TAccountOverviewProps {
  user: TMe;
  referralLink: string;
  sections: readonly TAccountSection[];
}

export function AccountOverview({ user, referralLink, sections }: TAccountOverviewProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="panel-stack">
      <section className="card panel" aria-labelledby="account-profile-title">
        <h2 className="section-title" id="account-profile-title">
          {t('account.overview.profile')}
        </h2>
        <dl className="account-facts fact-list">
          <div className="account-facts__item">
            <dt>{t('account.overview.email')}</dt>
            <dd className="account-facts__email" data-testid="account-email">
              {user.email}
            </dd>
          </div>
          <div className="account-facts__item">
            <dt>{t('account.overview.status')}</dt>
            <dd
              className={toneClass(user.activated ? 'done' : 'waiting')}
              data-testid="account-activated"
              data-activated={user.activated}
            >
              <StatusBadge>
                {user.activated ? t('account.overview.activated') : t('account.overview.notActivated')}
              </StatusBadge>
            </dd>
          </div>
          <div className="account-facts__item">
            <dt>{t('account.overview.since')}</dt>
            <dd>{formatDate(user.dateJoined, locale)}</dd>
          </div>
        </dl>
      </section>

      <section className="card panel" aria-labelledby="account-referral-title">
        <h2 className="section-title" id="account-referral-title">
          {t('account.overview.referralTitle')}
        </h2>
        <p className="muted">{t('account.overview.referralText')}</p>
        <div className="referral-link">
          <CodeValue testId="referral-link">{referralLink}</CodeValue>
          <CopyButton
            value={referralLink}
            label={t('account.overview.referralLabel')}
            testId="referral-copy"
          />
        </div>
      </section>

      <nav className="account-sections" aria-label={t('account.overview.sections')}>
        <ul className="plain-list account-sections__list">
          {sections.map((section) => (
            <li key={section.name}>
              <Link
                to={section.href}
                className="card account-section"
                data-testid={`section-${section.name}`}
              >
                <span className="account-section__title">{section.title}</span>
                <span className="account-section__text">{section.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
