/** Referral withdrawals in the operator API (`/admin/api/withdrawals/...`): the requests and their decision. */
import { z } from 'zod';
import { ZDecimal } from '../calculator.js';
import { ZPage, ZPageQuery } from '../common.js';
import { ZOtpCode } from '../users.js';

/** `GET /admin/api/withdrawals/`: referral withdrawal requests. */
export const ZAdminWithdrawalQuery = ZPageQuery.extend({
  status: z.enum(['pending', 'done', 'rejected']).optional(),
});
export type TAdminWithdrawalQuery = z.input<typeof ZAdminWithdrawalQuery>;

export const ZAdminWithdrawal = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    email: z.string(),
    amount: ZDecimal,
    currency: z.string(),
    requisites: z.record(z.string(), z.string()),
    status: z.enum(['pending', 'done', 'rejected']),
    reason: z.string().nullable(),
    createdAt: z.string(),
    /** The user's referral balance now (approved withdrawals already taken off). */
    balance: ZDecimal,
  })
  .meta({ id: 'AdminWithdrawal' });
export type TAdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;

export const ZAdminWithdrawalPage = ZPage(ZAdminWithdrawal).meta({ id: 'AdminWithdrawalPage' });
export type TAdminWithdrawalPage = z.infer<typeof ZAdminWithdrawalPage>;

/** `POST /admin/api/withdrawals/{id}/decision/` */
export const ZAdminWithdrawalDecision = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().min(1, { error: 'reason_required' }).max(1000),
    /** A fresh second-factor code when approving and the last one is stale (decision 022). */
    otp: ZOtpCode.optional(),
  })
  .meta({ id: 'AdminWithdrawalDecision' });
export type TAdminWithdrawalDecision = z.input<typeof ZAdminWithdrawalDecision>;
