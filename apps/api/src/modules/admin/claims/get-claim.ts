import {
  availableActions,
  formatAmount,
  OPERATOR_CLAIM_ACTIONS,
  toIso,
  type TAdminClaim,
  type TAdminClaimPayment,
  type TChainKey,
  type TClaimStatus,
  type TLocale,
  type TOperatorClaimAction,
} from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import { explorerLink, explorerTemplate } from '../../chains/index.js';
import { labelRequisites, maskSide } from '../../claims/index.js';
import type { TAdminDeps } from '../admin-deps.js';
import { claimRow } from './claim-view.js';
import { claimOwnership } from './own-claim.js';

const OPERATOR_ACTIONS = new Set<string>(OPERATOR_CLAIM_ACTIONS);

/**
 * A claim with everything the client sent, its event log, its documents (`prefix` is the
 * language's path prefix of their addresses) and what `staff` can do to it now: nothing on their
 * own claim, which they may still read. The requisites come masked; `revealRequisites` shows them
 * whole and audits it (decision 026).
 */
export async function getClaim(
  deps: Pick<TAdminDeps, 'repo' | 'claims' | 'catalogue' | 'chains'>,
  staff: TStaff,
  id: string,
  locale: TLocale,
  prefix: string,
): Promise<TAdminClaim> {
  const claim = await deps.claims.find(id);
  if (!claim) throw new AppError('not_found', 'claim_not_found');
  const [events, documents, payments] = await Promise.all([
    deps.repo.claimEvents(id),
    deps.repo.claimDocuments(id),
    paymentsOf(deps, id, claim.fromId),
  ]);
  const status = claim.status as TClaimStatus;
  const ownRecord = claimOwnership(claim, staff) !== null;
  const snapshot = deps.catalogue.snapshot();
  return {
    ...claimRow(snapshot, claim, locale),
    course: formatAmount(claim.course),
    locale: claim.locale,
    expiresAt: toIso(claim.expiresAt),
    verificationRequired: claim.verificationRequired,
    depositAddress: claim.depositAddress,
    refundAddress: claim.refundAddress,
    payments,
    fromRequisites: labelRequisites(
      snapshot,
      claim.fromId,
      'send',
      maskSide(snapshot, claim.fromId, claim.fromRequisites),
      locale,
    ),
    toRequisites: labelRequisites(
      snapshot,
      claim.toId,
      'receive',
      maskSide(snapshot, claim.toId, claim.toRequisites),
      locale,
    ),
    promocode: claim.promocode,
    promocodePercent: formatAmount(claim.promocodePercent),
    loyaltyPercent: formatAmount(claim.loyaltyPercent),
    referrerId: claim.referrerId,
    usdValue: claim.usdValue === null ? null : formatAmount(claim.usdValue),
    payoutReference: claim.payoutReference,
    clientPaymentReference: claim.clientPaymentReference,
    events: events.map((e) => ({
      id: e.id,
      action: e.action,
      fromStatus: e.fromStatus as TClaimStatus | null,
      toStatus: e.toStatus as TClaimStatus,
      actorType: e.actorType,
      actor: e.actorEmail ?? null,
      reason: e.reason,
      createdAt: toIso(e.createdAt),
    })),
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      mime: d.mime,
      size: d.size,
      createdAt: toIso(d.createdAt),
      url: `${prefix}/admin/api/claims/${id}/documents/${d.id}/`,
    })),
    ownRecord,
    actions: ownRecord
      ? []
      : availableActions(status, 'operator').filter((a): a is TOperatorClaimAction =>
          OPERATOR_ACTIONS.has(a),
        ),
  };
}

/**
 * The payments seen to the claim's deposit address, newest first: confirmations counted from the
 * chain's last known tip, the explorer link from its send currency's watch, else from its network
 * (docs/payments.md).
 */
async function paymentsOf(
  deps: Pick<TAdminDeps, 'chains'>,
  claimId: string,
  fromId: number,
): Promise<TAdminClaimPayment[]> {
  const rows = await deps.chains.paymentsOf(claimId);
  if (rows.length === 0) return [];
  const template = explorerTemplate(await deps.chains.explorerOf(fromId));
  const tips = new Map<string, number>();
  for (const chain of new Set(rows.map((r) => r.chain)))
    tips.set(chain, (await deps.chains.cursor(chain as TChainKey))?.tipHeight ?? -1);
  return rows.map((p) => {
    const tip = Math.max(tips.get(p.chain) ?? -1, p.blockHeight);
    return {
      txid: p.txid,
      idx: p.idx,
      amount: formatAmount(p.amount),
      asset: p.asset,
      blockHeight: p.blockHeight,
      confirmations: p.status === 'active' ? tip - p.blockHeight + 1 : 0,
      status: p.status === 'removed' ? 'removed' : 'active',
      explorerUrl: explorerLink(template, p.txid),
      seenAt: toIso(p.createdAt),
    };
  });
}
