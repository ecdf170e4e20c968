/**
 * "About the exchanger" on `/contacts`, as an administrator stated it in the back office
 * (docs/decisions/036-about-and-working-hours.md); the footer has its own line (footer-about.tsx).
 * Nothing is shown while nothing is stated, while the answer loads, or if it cannot be loaded.
 */
import { useId } from 'react';
import { useAboutLines } from '../hooks/use-about-lines';
import { useT } from '@/lib/i18n/contacts';
import './contacts.css';

export function AboutExchanger() {
  const t = useT();
  const titleId = useId();
  const lines = useAboutLines();
  if (!lines) return null;
  const rows = [
    { key: 'legalName', label: t('about.legalName'), value: lines.legalName },
    { key: 'jurisdiction', label: t('about.jurisdiction'), value: lines.jurisdiction },
    { key: 'address', label: t('about.address'), value: lines.address },
    { key: 'hours', label: t('about.hours'), value: lines.hours },
  ].filter((row) => row.value);
  return (
    <section className="about-exchanger card" aria-labelledby={titleId} data-testid="about-exchanger">
      <h2 id={titleId} className="contacts-heading">
        {t('about.title')}
      </h2>
      <dl className="about-exchanger__list">
        {rows.map((row) => (
          <div key={row.key} className="about-exchanger__row" data-testid={`about-${row.key}`}>
            <dt className="about-exchanger__label">{row.label}</dt>
            <dd className="about-exchanger__value">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
