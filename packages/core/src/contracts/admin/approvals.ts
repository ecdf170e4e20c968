/**
 * The two-person rule in the operator API (`/admin/api/approvals/...`, decision 024): a reserve
 * correction, a referral or shop withdrawal's payment, or a claim's refund above its currency's
 * approval threshold, asked for by one administrator while the exchanger has two or more active
 * ones, is kept as a proposal (the call answers 202 with it) and takes effect only when another
 * administrator approves it.
 */
import { z } from 'zod';
import { ZDecimal } from '../calculator.js';
import { ZPage, ZPageQuery, ZReason } from '../common.js';
import { ZOtpCode } from '../users.js';

/** What a proposal would do: set a reserve, pay a referral or shop withdrawal, refund a claim. */
export const APPROVAL_KINDS = ['reserve', 'withdrawal', 'shop_withdrawal', 'refund'] as const;
export type TApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type TApprovalStatus = (typeof APPROVAL_STATUSES)[number];

const ZStaffRef = z.object({ id: z.number().int(), email: z.string() });

/** A proposal: the action asked for, with the exact arguments it will be run with. */
export const ZApproval = z
  .object({
    id: z.number().int(),
    kind: z.enum(APPROVAL_KINDS),
    /** What it acts on: the currency's id (reserve), the withdrawal's id, or the claim's UUID (refund). */
    target: z.string(),
    /**
     * The arguments it runs with: `{ reserve, reason }` for a reserve, `{ decision: "approve",
     * reason }` for a withdrawal, `{ action: "refund", reason }` for a refund.
     */
    payload: z.record(z.string(), z.string()),
    /** What is above the threshold: the reserve's change |after − before|, the withdrawal, the refund. */
    amount: ZDecimal,
    currency: z.object({ id: z.number().int(), code: z.string(), ticker: z.string() }),
    proposedBy: ZStaffRef,
    proposedAt: z.string(),
    status: z.enum(APPROVAL_STATUSES),
    decidedBy: ZStaffRef.nullable(),
    decidedAt: z.string().nullable(),
    /** Why it was rejected or cancelled. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'Approval' });
export type TApproval = z.infer<typeof ZApproval>;

/** `GET /admin/api/approvals/?status=pending`: newest first. */
export const ZApprovalQuery = ZPageQuery.extend({ status: z.enum(APPROVAL_STATUSES).optional() });
export type TApprovalQuery = z.input<typeof ZApprovalQuery>;

export const ZApprovalPage = ZPage(ZApproval)
  .extend({
    /** Proposals waiting for a decision, whatever the filter (the back office's badge). */
    pending: z.number().int().min(0),
  })
  .meta({ id: 'ApprovalPage' });
export type TApprovalPage = z.infer<typeof ZApprovalPage>;

/** `POST /admin/api/approvals/{id}/reject/`: why. */
export const ZApprovalReject = z.object({ reason: ZReason }).strict().meta({ id: 'ApprovalReject' });
export type TApprovalReject = z.input<typeof ZApprovalReject>;

/**
 * `POST /admin/api/approvals/{id}/approve/`: no body, or a fresh second-factor code when the
 * approver's last one is over 15 minutes old (approving moves money; decision 022).
 */
export const ZApprovalApprove = z
  .object({ otp: ZOtpCode.optional() })
  .strict()
  .meta({ id: 'ApprovalApprove' });
export type TApprovalApprove = z.input<typeof ZApprovalApprove>;

/** `POST /admin/api/approvals/{id}/cancel/` (the proposer): an optional note. */
export const ZApprovalCancel = z
  .object({ reason: z.string().trim().max(1000).optional() })
  .strict()
  .meta({ id: 'ApprovalCancel' });
export type TApprovalCancel = z.input<typeof ZApprovalCancel>;
