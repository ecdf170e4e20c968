/**
 * What the chain shows of a watched claim (docs/payments.md): the payment seen to its deposit
 * address with its confirmations, and the completed claim's payout. Links open the network's
 * explorer in a new tab, never passing this page to it.
 */
import type { TClaimPayment, TClaimPayout } from '@exchanger/core';
import { CopyButton } from '@/components/ui';
import { alignAmount, formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { confirmationsPercent, confirmationsPhrase, shortTxid } from '../utils/chain';
import { useT } from '@/lib/i18n/claim';

function ExplorerLink({ href, children, testId }: { href: string | null; children: string; testId: string }) {
  return href ? (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="claim-chain__link"
      data-testid={testId}
    >
      {children}
    </a>
  ) : (
    <span data-testid={testId}>{children}</span>
  );
}

export function ChainPayment({
  payment,
  currency,
  claimAmount,
}: {
  payment: TClaimPayment;
  currency: string;
  /** The claim's send amount: the payment's is shown with its decimals, the currency's precision. */
  claimAmount: string;
}) {
  const t = useT();
  const locale = useLocale();
  const percent = confirmationsPercent(payment.confirmations, payment.required);
  // Enough confirmations: the count has done its job and no bar is left to fill.
  const isConfirmed = payment.confirmations >= payment.required;
  const progress = t('claim.payment.progress', {
    confirmations: Math.min(payment.confirmations, payment.required),
    required: confirmationsPhrase(t, locale, payment.required),
  });
  return (
    <div className="claim-chain" data-testid="claim-payment">
      <p className="claim-chain__progress" data-testid="claim-payment-progress">
        {isConfirmed ? t('claim.payment.confirmed') : progress}
      </p>
      {isConfirmed ? null : (
        <div
          className="claim-chain__bar"
          role="progressbar"
          aria-label={t('claim.payment.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={payment.required}
          aria-valuenow={Math.min(payment.confirmations, payment.required)}
          aria-valuetext={progress}
          data-testid="claim-payment-bar"
        >
          <span className="claim-chain__fill" style={{ width: `${percent}%` }} />
        </div>
      )}
      <p className="claim-chain__line">
        <span className="muted claim-chain__label">{t('claim.payment.txid')}:</span>{' '}
        <span className="claim-chain__txid" title={payment.txid}>
          <ExplorerLink href={payment.explorerUrl} testId="claim-payment-txid">
            {shortTxid(payment.txid)}
          </ExplorerLink>
        </span>
        <CopyButton value={payment.txid} label={t('claim.payment.txid')} testId="copy-payment-txid" compact />
      </p>
      <p className="claim-chain__line muted" data-testid="claim-payment-amount">
        {t('claim.payment.amount', {
          amount: formatMoney(alignAmount(payment.amount, claimAmount), currency),
        })}
      </p>
    </div>
  );
}

export function ChainPayout({ payout }: { payout: TClaimPayout }) {
  const t = useT();
  const [before, after] = t('claim.payout.sent', { reference: '\u0000' }).split('\u0000');
  return (
    <div className="claim-chain" data-testid="claim-payout">
      <p className="claim-chain__line">
        {before}
        <span className="claim-chain__txid" title={payout.reference}>
          <ExplorerLink href={payout.explorerUrl} testId="claim-payout-reference">
            {payout.txid ? shortTxid(payout.reference) : payout.reference}
          </ExplorerLink>
        </span>
        {after}
        <CopyButton
          value={payout.reference}
          label={t('claim.payout.reference')}
          testId="copy-payout"
          compact
        />
      </p>
    </div>
  );
}
