/**
 * The operator back office (issue "Operator back office"): the claims desk, users, referral
 * withdrawals and the audit log. Every operator action goes through here, names its operator and
 * reason, and is written to the audit log in the transaction of the change it records.
 */
import path from 'node:path';
import {
  formatAmount,
  toIso,
  availableActions,
  OPERATOR_CLAIM_ACTIONS,
  type TAdminClaim,
  type ZAdminClaimActionBody,
  type TAdminClaimPage,
  type ZAdminClaimQuery,
  type TAdminClaimRow,
  type TAdminUser,
  type TAdminUserPage,
  type ZAdminUserQuery,
  type ZAdminUserUpdate,
  type TAdminWithdrawal,
  type ZAdminWithdrawalDecision,
  type TAdminWithdrawalPage,
  type ZAdminWithdrawalQuery,
  type TAuditPage,
  type ZAuditQuery,
  type TClaimStatus,
  type TLocale,
  type TOperatorClaimAction,
} from '@exchanger/core';
import type { z } from 'zod';
import type { TDb } from '../../db/client.js';
import type { TStaff } from '../../lib/staff.js';
import { AppError } from '../../lib/app-error.js';
import type { TAccountRepo } from '../account/index.js';
import type { TCatalogueService } from '../catalogue/index.js';
import { type TClaimRow, claimSide, labelRequisites, type TClaimsService } from '../claims/index.js';
import type { TAuditRepo } from '../audit/index.js';
import type { TAdminRepo, TStaffUserRow } from './admin.repo.js';

export interface TAdminServiceDeps {
  db: TDb;
  repo: TAdminRepo;
  audit: TAuditRepo;
  claims: TClaimsService;
  catalogue: TCatalogueService;
  account: Pick<TAccountRepo, 'balanceOf' | 'lockUser'>;
  uploadsDir: string;
}

const OPERATOR_ACTIONS = new Set<string>(OPERATOR_CLAIM_ACTIONS);

export function createAdminService(deps: TAdminServiceDeps) {
  const { repo } = deps;

  const side = (currencyId: number, amount: string, locale: TLocale) =>
    claimSide(deps.catalogue.snapshot(), currencyId, amount, locale);

  function row(claim: TClaimRow, locale: TLocale): TAdminClaimRow {
    return {
      id: claim.id,
      status: claim.status as TClaimStatus,
      email: claim.email,
      userId: claim.userId,
      from: side(claim.fromId, claim.fromAmount, locale),
      to: side(claim.toId, claim.toAmount, locale),
      createdAt: toIso(claim.createdAt),
      updatedAt: toIso(claim.updatedAt),
    };
  }

  async function claimDetail(id: string, locale: TLocale, prefix: string): Promise<TAdminClaim> {
    const claim = await deps.claims.find(id);
    if (!claim) throw new AppError('not_found', 'claim_not_found');
    const [events, documents] = await Promise.all([repo.claimEvents(id), repo.claimDocuments(id)]);
    const status = claim.status as TClaimStatus;
    const snapshot = deps.catalogue.snapshot();
    return {
      ...row(claim, locale),
      course: formatAmount(claim.course),
      locale: claim.locale,
      expiresAt: toIso(claim.expiresAt),
      verificationRequired: claim.verificationRequired,
      fromRequisites: labelRequisites(snapshot, claim.fromId, 'send', claim.fromRequisites, locale),
      toRequisites: labelRequisites(snapshot, claim.toId, 'receive', claim.toRequisites, locale),
      promocode: claim.promocode,
      promocodePercent: formatAmount(claim.promocodePercent),
      loyaltyPercent: formatAmount(claim.loyaltyPercent),
      referrerId: claim.referrerId,
      usdValue: claim.usdValue === null ? null : formatAmount(claim.usdValue),
      payoutReference: claim.payoutReference,
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
      actions: availableActions(status, 'operator').filter((a): a is TOperatorClaimAction =>
        OPERATOR_ACTIONS.has(a),
      ),
    };
  }

  function user(row: TStaffUserRow): TAdminUser {
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      activated: row.activatedAt !== null,
      blocked: row.blockedAt !== null,
      createdAt: toIso(row.createdAt),
      claims: row.claims,
    };
  }

  async function withdrawal(
    w: NonNullable<Awaited<ReturnType<TAdminRepo['withdrawalById']>>>,
  ): Promise<TAdminWithdrawal> {
    const currency =
      w.currencyId === null ? undefined : deps.catalogue.snapshot().currenciesById.get(w.currencyId);
    return {
      id: w.id,
      userId: w.userId,
      email: w.email,
      amount: formatAmount(w.amount),
      currency: currency?.code ?? '',
      requisites: w.requisites ?? {},
      status: w.status,
      reason: w.reason,
      createdAt: toIso(w.createdAt),
      balance: await deps.account.balanceOf(w.userId),
    };
  }

  return {
    async claimsPage(query: z.output<typeof ZAdminClaimQuery>, locale: TLocale): Promise<TAdminClaimPage> {
      const [{ count, rows }, waiting] = await Promise.all([repo.claimsPage(query), repo.waitingCount()]);
      return { count, page: query.page, size: query.size, results: rows.map((c) => row(c, locale)), waiting };
    },

    claim: claimDetail,

    async act(
      id: string,
      body: z.output<typeof ZAdminClaimActionBody>,
      staff: TStaff,
      locale: TLocale,
      prefix: string,
    ): Promise<TAdminClaim> {
      await deps.claims.actAsOperator(
        id,
        body.action,
        staff.id,
        body.reason,
        body.payoutReference,
        (tx, changed, from) =>
          deps.audit.record(
            {
              actorId: staff.id,
              action: `claim.${body.action}`,
              targetType: 'claim',
              targetId: id,
              reason: body.reason,
              details: {
                from,
                to: changed.status,
                ...(body.payoutReference ? { payoutReference: body.payoutReference } : {}),
              },
            },
            tx,
          ),
      );
      return claimDetail(id, locale, prefix);
    },

    /** An uploaded file of a claim, for operators only: its absolute path and type. */
    async document(claimId: string, documentId: string): Promise<{ file: string; mime: string }> {
      const doc = await repo.claimDocument(claimId, documentId);
      if (!doc) throw new AppError('not_found', 'not_found');
      const file = path.resolve(deps.uploadsDir, doc.path);
      // The stored path is ours, but never serve anything outside the uploads directory.
      if (!file.startsWith(path.resolve(deps.uploadsDir) + path.sep))
        throw new AppError('not_found', 'not_found');
      return { file, mime: doc.mime };
    },

    async usersPage(query: z.output<typeof ZAdminUserQuery>): Promise<TAdminUserPage> {
      const { count, rows } = await repo.usersPage({
        ...query,
        blocked: query.blocked === undefined ? undefined : query.blocked === 'true',
      });
      return { count, page: query.page, size: query.size, results: rows.map(user) };
    },

    /**
     * Blocks, unblocks or changes the role of a user. Operators may block and unblock plain users;
     * admins may also change roles and block operators. Nobody blocks or demotes themselves.
     */
    async updateUser(
      id: number,
      body: z.output<typeof ZAdminUserUpdate>,
      staff: TStaff,
    ): Promise<TAdminUser> {
      if (body.role === undefined && body.blocked === undefined)
        throw new AppError('validation_error', 'validation_error', { fields: { role: ['change_required'] } });
      await deps.db.transaction(async (tx) => {
        const target = await repo.lockUser(tx, id);
        if (!target) throw new AppError('not_found', 'user_not_found');
        if (id === staff.id) throw new AppError('permission_denied', 'staff_self_change');
        if (body.role !== undefined && staff.role !== 'admin')
          throw new AppError('permission_denied', 'admin_only');
        if (target.role !== 'user' && staff.role !== 'admin')
          throw new AppError('permission_denied', 'admin_only');
        const change = {
          ...(body.role !== undefined && body.role !== target.role ? { role: body.role } : {}),
          ...(body.blocked !== undefined && body.blocked !== (target.blockedAt !== null)
            ? { blocked: body.blocked }
            : {}),
        };
        if (Object.keys(change).length === 0) return;
        await repo.setUser(tx, id, change);
        await deps.audit.record(
          {
            actorId: staff.id,
            action: change.role ? 'user.role' : change.blocked ? 'user.block' : 'user.unblock',
            targetType: 'user',
            targetId: String(id),
            reason: body.reason,
            details: {
              ...(change.role ? { fromRole: target.role, toRole: change.role } : {}),
              ...(change.blocked !== undefined ? { blocked: change.blocked } : {}),
            },
          },
          tx,
        );
      });
      const updated = await repo.userById(id);
      if (!updated) throw new AppError('not_found', 'user_not_found');
      return user(updated);
    },

    async withdrawalsPage(query: z.output<typeof ZAdminWithdrawalQuery>): Promise<TAdminWithdrawalPage> {
      const { count, rows } = await repo.withdrawalsPage(query);
      return { count, page: query.page, size: query.size, results: await Promise.all(rows.map(withdrawal)) };
    },

    /**
     * Approves (paid out: the amount stays taken from the balance) or rejects (the amount goes back
     * to the balance) a pending referral withdrawal, once: a second decision answers 409.
     */
    async decideWithdrawal(
      id: number,
      body: z.output<typeof ZAdminWithdrawalDecision>,
      staff: TStaff,
    ): Promise<TAdminWithdrawal> {
      await deps.db.transaction(async (tx) => {
        const existing = await repo.withdrawalById(id, tx);
        if (!existing) throw new AppError('not_found', 'withdrawal_not_found');
        // One change of a user's referral balance at a time (as the withdrawal request takes it).
        await deps.account.lockUser(tx, existing.userId);
        const decided = await repo.decideWithdrawal(tx, id, {
          status: body.decision === 'approve' ? 'done' : 'rejected',
          by: staff.id,
          reason: body.reason,
        });
        if (!decided) throw new AppError('conflict', 'withdrawal_decided');
        await deps.audit.record(
          {
            actorId: staff.id,
            action: `withdrawal.${body.decision}`,
            targetType: 'withdrawal',
            targetId: String(id),
            reason: body.reason,
            details: { userId: existing.userId, amount: formatAmount(existing.amount) },
          },
          tx,
        );
      });
      const fresh = await repo.withdrawalById(id);
      if (!fresh) throw new AppError('not_found', 'withdrawal_not_found');
      return withdrawal(fresh);
    },

    async auditPage(query: z.output<typeof ZAuditQuery>): Promise<TAuditPage> {
      const { count, rows } = await deps.audit.page(query);
      return {
        count,
        page: query.page,
        size: query.size,
        results: rows.map((r) => ({
          id: r.id,
          createdAt: toIso(r.createdAt),
          actorId: r.actorId,
          actor: r.actor,
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          reason: r.reason,
          details: r.details,
        })),
      };
    },
  };
}

export type TAdminService = ReturnType<typeof createAdminService>;
