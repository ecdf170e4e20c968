/**
 * How rate monitors read our rates (`/partners/monitoring`): the export addresses on this site's
 * origin, what each field of an item means, how often the file changes and how to poll it, and a
 * live look at what the export holds right now.
 */
import type { TRatesExportItem } from '@exchanger/core';
import { CopyButton } from '@/components/ui';
import { RATES_EXPORT_PATHS, useRatesExport } from '../api/get-rates-export';
import { PartnersSection } from './partners-section';
import { useT, type TMessageKey } from '@/lib/i18n/info';
import './partners.css';

export interface TMonitoringGuideProps {
  /** This site's public origin, e.g. `https://exchanger.example`. */
  origin: string;
}

const FIELDS: { name: keyof TRatesExportItem; meaning: TMessageKey }[] = [
  { name: 'from', meaning: 'monitoring.field.from' },
  { name: 'to', meaning: 'monitoring.field.to' },
  { name: 'in', meaning: 'monitoring.field.in' },
  { name: 'out', meaning: 'monitoring.field.out' },
  { name: 'amount', meaning: 'monitoring.field.amount' },
  { name: 'minamount', meaning: 'monitoring.field.minamount' },
  { name: 'maxamount', meaning: 'monitoring.field.maxamount' },
  { name: 'param', meaning: 'monitoring.field.param' },
  { name: 'city', meaning: 'monitoring.field.city' },
];

const FREQUENCY: TMessageKey[] = [
  'monitoring.frequency.source',
  'monitoring.frequency.polling',
  'monitoring.frequency.stale',
  'monitoring.frequency.maintenance',
];

function LiveExport() {
  const t = useT();
  const exported = useRatesExport();
  if (exported.isError && !exported.data) return <p className="muted">{t('monitoring.live.failed')}</p>;
  if (!exported.data) return <span className="skeleton" style={{ height: 120 }} aria-hidden="true" />;
  const { rates } = exported.data;
  if (rates.length === 0) return <p className="muted">{t('monitoring.live.empty')}</p>;
  const cities = new Set(rates.flatMap((r) => (r.city ? [r.city] : []))).size;
  const example = rates.find((r) => r.param.length > 1) ?? rates[0];
  return (
    <div className="partners-live" data-testid="monitoring-live">
      <p>{t('monitoring.live.count', { count: rates.length, cities })}</p>
      <p className="muted">{t('monitoring.live.example')}</p>
      <pre className="partners-code">
        <code>{JSON.stringify(example, null, 2)}</code>
      </pre>
    </div>
  );
}

export function MonitoringGuide({ origin }: TMonitoringGuideProps) {
  const t = useT();
  const base = origin.replace(/\/+$/, '');
  const urls = [
    { format: 'XML', label: t('monitoring.urls.xml'), url: `${base}${RATES_EXPORT_PATHS.xml}` },
    { format: 'JSON', label: t('monitoring.urls.json'), url: `${base}${RATES_EXPORT_PATHS.json}` },
  ];
  return (
    <div className="partners-guide" data-testid="monitoring-guide">
      <PartnersSection id="monitoring-urls" title={t('monitoring.urls.title')}>
        <p className="muted">{t('monitoring.urls.text')}</p>
        <ul className="partners-urls">
          {urls.map((u) => (
            <li key={u.format} className="partners-url">
              <span className="partners-url__format">{u.format}</span>
              <span className="partners-url__label">{u.label}</span>
              <span className="partners-url__row">
                <a className="partners-url__value" href={u.url} data-testid={`export-url-${u.format}`}>
                  {u.url}
                </a>
                <CopyButton value={u.url} label={t('monitoring.urls.copy', { format: u.format })} />
              </span>
            </li>
          ))}
        </ul>
      </PartnersSection>

      <PartnersSection id="monitoring-fields" title={t('monitoring.fields.title')}>
        <p className="muted">{t('monitoring.fields.text')}</p>
        <div className="prose partners-fields">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('monitoring.fields.name')}</th>
                <th scope="col">{t('monitoring.fields.meaning')}</th>
              </tr>
            </thead>
            <tbody>
              {FIELDS.map((field) => (
                <tr key={field.name}>
                  <th scope="row">
                    <code>{field.name}</code>
                  </th>
                  <td>{t(field.meaning)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PartnersSection>

      <PartnersSection id="monitoring-frequency" title={t('monitoring.frequency.title')}>
        <ul className="partners-list">
          {FREQUENCY.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </PartnersSection>

      <PartnersSection id="monitoring-live" title={t('monitoring.live.title')}>
        <LiveExport />
      </PartnersSection>
    </div>
  );
}
