/**
 * The shop's money: its balance, the ledger of credited sales and withdrawals, and the
 * withdrawals operators pay out or refuse (docs/architecture.md#money).
 */
import { z } from 'zod';
import { ZDecimal, ZMoneyInput } from '../calculator.js';
import { ZClaimNumberValue } from '../claim.js';
import { ZPage, ZPageQuery } from '../common.js';
import { ZOtpCode } from '../users.js';

/** The shop's money in its payout currency: net sales less pending and paid withdrawals. */
export const ZShopBalance = z
  .object({
    currency: z.string(),
    balance: ZDecimal,
    /** Net of every completed sale (amount less fee). */
    earned: ZDecimal,
    fees: ZDecimal,
    /** Withdrawals waiting for an operator. */
    pending: ZDecimal,
    withdrawn: ZDecimal,
  })
  .meta({ id: 'ShopBalance' });
export type TShopBalance = z.infer<typeof ZShopBalance>;

export const SHOP_LEDGER_KINDS = ['sale', 'withdrawal'] as const;
export const SHOP_LEDGER_STATUSES = ['pending', 'done', 'rejected'] as const;

/** A line of the shop's ledger. */
export const ZShopLedgerLine = z
  .object({
    id: z.number().int(),
    kind: z.enum(SHOP_LEDGER_KINDS),
    amount: ZDecimal,
    fee: ZDecimal,
    status: z.enum(SHOP_LEDGER_STATUSES),
    currency: z.string(),
    invoiceId: z.uuid().nullable(),
    /** The short number of the claim a sale came from. */
    claimNumber: ZClaimNumberValue.nullable(),
    requisites: z.record(z.string(), z.string()).nullable(),
    reason: z.string().nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'ShopLedgerLine' });
export type TShopLedgerLine = z.infer<typeof ZShopLedgerLine>;
export const ZShopLedgerPage = ZPage(ZShopLedgerLine).meta({ id: 'ShopLedgerPage' });
export type TShopLedgerPage = z.infer<typeof ZShopLedgerPage>;

/** `POST /api/v1/users/me/shop/withdrawal/`: paid to the shop's payout requisites. */
export const ZShopWithdrawalCreate = z.object({ amount: ZMoneyInput }).meta({ id: 'ShopWithdrawalCreate' });
export type TShopWithdrawalCreate = z.input<typeof ZShopWithdrawalCreate>;

/** The back office's list of shop withdrawals. */
export const ZAdminShopWithdrawal = ZShopLedgerLine.extend({
  shopId: z.number().int(),
  shopName: z.string(),
  ownerEmail: z.string(),
  /** The shop's balance now (pending withdrawals already taken off), in its payout currency. */
  balance: ZDecimal,
}).meta({ id: 'AdminShopWithdrawal' });
export type TAdminShopWithdrawal = z.infer<typeof ZAdminShopWithdrawal>;
export const ZAdminShopWithdrawalQuery = ZPageQuery.extend({
  status: z.enum(SHOP_LEDGER_STATUSES).optional(),
});
export const ZAdminShopWithdrawalPage = ZPage(ZAdminShopWithdrawal)
  .extend({
    /** Withdrawals waiting for an operator, whatever the filter: the tab's badge. */
    pending: z.number().int().min(0),
  })
  .meta({ id: 'AdminShopWithdrawalPage' });
export type TAdminShopWithdrawalPage = z.infer<typeof ZAdminShopWithdrawalPage>;

/** `POST /admin/api/shop-withdrawals/{id}/decision/`. */
export const ZShopWithdrawalDecision = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(500).default(''),
    /** A fresh second-factor code when approving and the last one is stale (decision 022). */
    otp: ZOtpCode.optional(),
  })
  .meta({ id: 'ShopWithdrawalDecision' });
export type TShopWithdrawalDecision = z.input<typeof ZShopWithdrawalDecision>;
