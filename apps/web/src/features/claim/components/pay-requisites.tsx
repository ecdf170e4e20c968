import type { TClaimRequisite } from '@exchanger/core';
import { CopyButton } from '@/components/ui';
import { QrCode } from '@/components/ui/qr-code';
import { formatDecimal } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** Where to pay: the exact amount and each requisite with a copy button, a QR code where useful, the memo. */
export function PayRequisites({ requisite }: { requisite: TClaimRequisite }) {
  const t = useT();
  return (
    <section className="card claim-card claim-pay" aria-labelledby="claim-pay-title" data-testid="claim-pay">
      <h2 className="claim-card__title" id="claim-pay-title">
        {t('claim.payTitle')}
      </h2>
      <dl className="claim-pay__list">
        <div className="claim-pay__item claim-pay__item--amount">
          <dt>{t('claim.payAmount')}</dt>
          <dd>
            <span className="claim-pay__value claim-pay__value--amount" data-testid="requisite-amount">
              {formatDecimal(requisite.amount)} {requisite.currency}
            </span>
            <CopyButton value={requisite.amount} label={t('claim.payAmount')} testId="copy-amount" />
          </dd>
          <p className="claim-pay__hint muted">{t('claim.payHint')}</p>
        </div>
        {requisite.fields.map((field) => (
          <div className="claim-pay__item" key={field.name}>
            <dt>{field.label}</dt>
            <dd>
              <span className="claim-pay__value" data-testid={`requisite-${field.name}`}>
                {field.value}
              </span>
              <CopyButton value={field.value} label={field.label} testId={`copy-${field.name}`} />
            </dd>
            {field.qr ? (
              <div className="claim-pay__qr">
                <QrCode
                  value={field.value}
                  label={t('claim.qrLabel', { label: field.label })}
                  testId={`qr-${field.name}`}
                />
              </div>
            ) : null}
          </div>
        ))}
      </dl>
      {requisite.memo ? (
        <div className="claim-pay__memo" role="note" data-testid="claim-memo">
          <strong>{t('claim.memo')}:</strong> {requisite.memo}
        </div>
      ) : null}
    </section>
  );
}
