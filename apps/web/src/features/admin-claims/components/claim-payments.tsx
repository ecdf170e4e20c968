/**
 * A watched claim's side of the chain (docs/payments.md): its own deposit address, where a refund
 * goes, and every payment seen to the address with its confirmations; a payment whose block left
 * the chain is struck out. Transactions open the network's explorer in a new tab.
 */
import type { TAdminClaim } from '@exchanger/core';
import { AdminTable, deskTime } from '@/components/desk';
import { CopyButton } from '@/components/ui';
import { alignAmount, formatDecimal } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import './claims.css';

/** A transaction id cut in the middle for the table; its cell's title and the copy button hold it whole. */
function shortTxid(txid: string): string {
  return txid.length <= 20 ? txid : `${txid.slice(0, 10)}…${txid.slice(-8)}`;
}

/** The desk shows the chain's part only for a claim that has one. */
export function hasChainPart(claim: TAdminClaim): boolean {
  return claim.depositAddress !== null || claim.refundAddress !== null || claim.payments.length > 0;
}

function Address({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  const t = useT();
  return (
    <div className="admin-requisites__item">
      <dt>{label}</dt>
      <dd data-testid={testId}>
        {value ? (
          <>
            <span className="admin-mono admin-break">{value}</span>
            <CopyButton value={value} label={label} />
          </>
        ) : (
          <span className="muted">{t('admin.claim.noRefundAddress')}</span>
        )}
      </dd>
    </div>
  );
}

export function ClaimPayments({ claim }: { claim: TAdminClaim }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="admin-stack" data-testid="claim-chain">
      <dl className="admin-requisites">
        <Address
          label={t('admin.claim.depositAddress')}
          value={claim.depositAddress}
          testId="claim-deposit-address"
        />
        <Address
          label={t('admin.claim.refundAddress')}
          value={claim.refundAddress}
          testId="claim-refund-address"
        />
      </dl>
      <h3 className="admin-claim-payments__title">{t('admin.claim.payments')}</h3>
      {claim.payments.length === 0 ? (
        <p className="muted" data-testid="claim-no-payments">
          {t('admin.claim.noPayments')}
        </p>
      ) : (
        <AdminTable
          variant="compact"
          testId="claim-payments"
          columns={[
            'admin.payment.txid',
            'admin.payment.state',
            { label: 'admin.payment.amount', className: 'admin-number' },
            'admin.payment.asset',
            { label: 'admin.payment.confirmations', className: 'admin-number' },
            { label: 'admin.payment.block', className: 'admin-number' },
            'admin.payment.seenAt',
          ]}
        >
          {claim.payments.map((payment) => {
            const removed = payment.status === 'removed';
            return (
              <tr
                key={`${payment.txid}:${payment.idx}`}
                className={`admin-table__row${removed ? ' admin-payment--removed' : ''}`}
                data-testid="claim-payment-row"
                data-status={payment.status}
              >
                <td
                  className="admin-mono admin-nowrap admin-payment__txid"
                  title={`${payment.txid}:${payment.idx}`}
                >
                  {payment.explorerUrl ? (
                    <a
                      href={payment.explorerUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="admin-link"
                      data-testid="claim-payment-txid"
                    >
                      {shortTxid(payment.txid)}
                    </a>
                  ) : (
                    <span data-testid="claim-payment-txid">{shortTxid(payment.txid)}</span>
                  )}
                  <CopyButton value={payment.txid} label={t('admin.payment.txid')} />
                </td>
                <td className="admin-payment__state">
                  {removed ? (
                    <span className="admin-flag admin-flag--danger" data-testid="claim-payment-state">
                      {t('admin.payment.removed')}
                    </span>
                  ) : (
                    <span className="admin-flag admin-flag--success" data-testid="claim-payment-state">
                      {t('admin.payment.active')}
                    </span>
                  )}
                </td>
                <td className="admin-number admin-nowrap" data-testid="claim-payment-amount">
                  {/* With the claim's decimals, the send currency's precision, as its amount above. */}
                  {formatDecimal(alignAmount(payment.amount, claim.from.amount))}
                </td>
                <td className={payment.asset ? 'admin-mono admin-break' : undefined}>
                  {payment.asset ?? t('admin.payment.coin')}
                </td>
                <td className="admin-number">{payment.confirmations}</td>
                <td className="admin-number">{payment.blockHeight}</td>
                <td className="admin-nowrap">{deskTime(payment.seenAt, locale)}</td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </div>
  );
}
