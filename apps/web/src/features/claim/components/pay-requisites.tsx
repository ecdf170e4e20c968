import type { TClaimDeposit, TClaimRequisite } from '@exchanger/core';
import { CopyButton } from '@/components/ui';
import { QrCode } from '@/components/ui/qr-code';
import { formatDecimal } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { confirmationsPhrase } from '../utils/chain';
import { useT } from '@/lib/i18n/claim';

/**
 * Under a watched claim's own address (docs/payments.md): it is this claim's alone, the exact sum
 * on which network, and that the chain is watched — no "I have paid"; for a token its contract and
 * why an exchange's batched withdrawal is a bad idea.
 */
function DepositNotice({ deposit, requisite }: { deposit: TClaimDeposit; requisite: TClaimRequisite }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="claim-pay__deposit" role="note" data-testid="claim-deposit">
      <p>
        {t('claim.deposit.notice', {
          amount: formatDecimal(requisite.amount),
          currency: requisite.currency,
          network: deposit.network,
          confirmations: confirmationsPhrase(t, locale, deposit.confirmations),
        })}
      </p>
      {deposit.contract ? (
        <p className="claim-pay__contract" data-testid="claim-deposit-token">
          {t('claim.deposit.token', { contract: deposit.contract })}
        </p>
      ) : null}
    </div>
  );
}

/** Where to pay: the exact amount and each requisite with a copy button, a QR code where useful, the memo. */
export function PayRequisites({ requisite }: { requisite: TClaimRequisite }) {
  const t = useT();
  const { deposit } = requisite;
  // The notice goes under the deposit address; if the server named it otherwise, under the list.
  const depositField = deposit
    ? requisite.fields.find((field) => field.value === deposit.address)
    : undefined;
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
            <CopyButton value={requisite.amount} label={t('claim.payAmount')} testId="copy-amount" compact />
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
              <CopyButton value={field.value} label={field.label} testId={`copy-${field.name}`} compact />
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
            {deposit && field === depositField ? (
              <DepositNotice deposit={deposit} requisite={requisite} />
            ) : null}
          </div>
        ))}
      </dl>
      {deposit && !depositField ? <DepositNotice deposit={deposit} requisite={requisite} /> : null}
      {requisite.memo ? (
        <div className="claim-pay__memo" role="note" data-testid="claim-memo">
          <strong>{t('claim.memo')}:</strong> {requisite.memo}
        </div>
      ) : null}
    </section>
  );
}
