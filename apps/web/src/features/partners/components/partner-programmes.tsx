/**
 * The three programmes of the partners page as cards leading to their pages: rate monitors,
 * users (with the live referral share) and shops.
 */
import { Link } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { useReferralTerms } from '../api/get-referral-terms';
import { useT } from '@/lib/i18n/info';
import './partners.css';

export interface TPartnerProgrammesProps {
  monitoringHref: string;
  referralHref: string;
  shopsHref: string;
}

export function PartnerProgrammes({ monitoringHref, referralHref, shopsHref }: TPartnerProgrammesProps) {
  const t = useT();
  const locale = useLocale();
  const terms = useReferralTerms(locale);
  const cards = [
    {
      key: 'monitoring',
      href: monitoringHref,
      title: t('partners.monitoring.title'),
      text: t('partners.monitoring.text'),
    },
    {
      key: 'users',
      href: referralHref,
      title: t('partners.users.title'),
      text: terms.data
        ? t('partners.users.textPercent', { percent: terms.data.percent })
        : t('partners.users.text'),
    },
    { key: 'shops', href: shopsHref, title: t('partners.shops.title'), text: t('partners.shops.text') },
  ];
  return (
    <ul className="partners-programmes" aria-label={t('partners.programmes')}>
      {cards.map((card) => (
        <li key={card.key}>
          <Link to={card.href} className="card partners-programme" data-testid={`programme-${card.key}`}>
            <span className="partners-programme__title">{card.title}</span>
            <span className="partners-programme__text">{card.text}</span>
            <span className="partners-programme__more" aria-hidden="true">
              {t('partners.more')} →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
