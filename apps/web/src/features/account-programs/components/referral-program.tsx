/**
 * The referral programme (docs/architecture.md#accounts): the link to share (copy, QR), what it has brought (invited
 * users, completed claims, balance), the withdrawal form, and the ledger of deposits and
 * withdrawals with a status filter and pages.
 */
import type { TReferral } from '@exchanger/core';
import { Alert, Button, CopyField, QrCode } from '@/components/ui';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useReferral } from '../api/get-referral';
import { ReferralLedger } from './referral-ledger';
import { WithdrawalForm } from './withdrawal-form';
import { useT } from '@/lib/i18n/programs';
import '@/components/ui/data-list.css';
import '@/components/ui/panel.css';
import './account-programs.css';

function Summary({ referral }: { referral: TReferral }) {
  const t = useT();
  return (
    <div className="card panel" data-testid="referral-summary">
      <h2 className="section-title">{t('referral.linkTitle')}</h2>
      <p className="muted">{t('referral.linkText', { percent: referral.percent })}</p>
      <div className="programs-link">
        <CopyField
          value={referral.link}
          label={t('referral.linkLabel')}
          valueTestId="referral-link"
          copyTestId="referral-copy"
        />
        <div className="programs-link__qr">
          <QrCode value={referral.link} label={t('referral.qrLabel')} size={136} testId="referral-qr" />
        </div>
      </div>
      <dl className="stat-grid programs-stats">
        <div className="programs-stats__item programs-stats__item--main">
          <dt>{t('referral.balance')}</dt>
          <dd data-testid="referral-balance">{formatMoney(referral.balance, referral.currency)}</dd>
        </div>
        <div className="programs-stats__item">
          <dt>{t('referral.invited')}</dt>
          <dd data-testid="referral-invited">{referral.invited}</dd>
        </div>
        <div className="programs-stats__item">
          <dt>{t('referral.completed')}</dt>
          <dd data-testid="referral-completed">{referral.completedClaims}</dd>
        </div>
        <div className="programs-stats__item">
          <dt>{t('referral.share')}</dt>
          <dd>{t('referral.shareValue', { percent: referral.percent })}</dd>
        </div>
      </dl>
    </div>
  );
}

export function ReferralProgram() {
  const t = useT();
  const locale = useLocale();
  const referral = useReferral(locale);

  if (referral.isError && !referral.data) {
    return (
      <Alert tone="error" testId="referral-error">
        <p>{t('referral.loadFailed')}</p>
        <div>
          <Button color="gray" onClick={() => void referral.refetch()}>
            {t('referral.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  if (!referral.data) {
    return (
      <div className="panel-stack" aria-busy="true">
        <p className="sr-only" role="status">
          {t('referral.loading')}
        </p>
        <div className="card panel" aria-hidden="true">
          <span className="skeleton" style={{ width: '45%', height: 20 }} />
          <span className="skeleton" style={{ height: 44 }} />
          <span className="skeleton" style={{ width: '70%', height: 18 }} />
        </div>
      </div>
    );
  }
  const data = referral.data;
  return (
    <div className="panel-stack" data-testid="referral-program">
      <Summary referral={data} />
      <WithdrawalForm balance={data.balance} minWithdrawal={data.minWithdrawal} currency={data.currency} />
      <ReferralLedger currency={data.currency} />
    </div>
  );
}
