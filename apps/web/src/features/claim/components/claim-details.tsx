import type { TClaimForm } from '@exchanger/core';
import { formatCourse, formatDateTime, formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { knownFieldLabel } from '../utils/status-copy';
import { useT } from '@/lib/i18n/claim';

/** Names for the client's requisites as the exchange screen showed them (when the direction is still known). */
export interface TRequisiteLabels {
  from: Readonly<Record<string, string>>;
  to: Readonly<Record<string, string>>;
  /** City names by id (as a string). */
  cities: Readonly<Record<string, string>>;
}

function RequisiteRows({
  requisites,
  side,
  labels,
}: {
  requisites: Readonly<Record<string, string>>;
  side: 'from' | 'to';
  labels: TRequisiteLabels | undefined;
}) {
  const t = useT();
  return (
    <>
      {Object.entries(requisites).map(([name, value]) => {
        const known = knownFieldLabel(name);
        const label = labels?.[side][name] ?? (known ? t(known) : name);
        const shown = name === 'city' ? (labels?.cities[value] ?? value) : value;
        return (
          <div className="claim-details__row" key={`${side}.${name}`}>
            <dt>{label}</dt>
            <dd data-testid={`claim-${side}-${name}`}>{shown}</dd>
          </div>
        );
      })}
    </>
  );
}

/** What was agreed: amounts, course, e-mail, promocode and the client's requisites. */
export function ClaimDetails({ form, labels }: { form: TClaimForm; labels?: TRequisiteLabels }) {
  const t = useT();
  const locale = useLocale();
  const hasRequisites = Object.keys(form.fromRequisites).length + Object.keys(form.toRequisites).length > 0;
  return (
    <section className="card claim-card" aria-labelledby="claim-details-title">
      <h2 className="claim-card__title" id="claim-details-title">
        {t('claim.details')}
      </h2>
      <div className="claim-amounts">
        <div className="claim-amounts__side">
          <span className="muted">{t('claim.send')}</span>
          <strong data-testid="claim-from-amount">{formatMoney(form.from.amount, form.from.currency)}</strong>
          <span className="muted">{form.from.name}</span>
        </div>
        <span className="claim-amounts__arrow" aria-hidden="true">
          →
        </span>
        <div className="claim-amounts__side">
          <span className="muted">{t('claim.receive')}</span>
          <strong data-testid="claim-to-amount">{formatMoney(form.to.amount, form.to.currency)}</strong>
          <span className="muted">{form.to.name}</span>
        </div>
      </div>
      <dl className="claim-details">
        <div className="claim-details__row">
          <dt>{t('claim.course')}</dt>
          <dd data-testid="claim-course">
            {formatCourse(form.course, form.from.currency, form.to.currency)}
          </dd>
        </div>
        <div className="claim-details__row">
          <dt>{t('claim.createdAt')}</dt>
          <dd>{formatDateTime(form.createdAt, locale)}</dd>
        </div>
        <div className="claim-details__row">
          <dt>{t('claim.email')}</dt>
          <dd>{form.email}</dd>
        </div>
        {form.promocode ? (
          <div className="claim-details__row">
            <dt>{t('claim.promocode')}</dt>
            <dd>{form.promocode}</dd>
          </div>
        ) : null}
      </dl>
      {hasRequisites ? (
        <>
          <h3 className="claim-card__subtitle">{t('claim.yourRequisites')}</h3>
          <dl className="claim-details">
            <RequisiteRows requisites={form.fromRequisites} side="from" labels={labels} />
            <RequisiteRows requisites={form.toRequisites} side="to" labels={labels} />
          </dl>
        </>
      ) : null}
    </section>
  );
}
