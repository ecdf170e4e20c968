/**
 * A seller's shop under the account (docs/merchant-api.md): opened by a user, approved by an
 * operator, changed by its seller. Amounts are decimal strings in the shop's payout currency.
 */
import { z } from 'zod';
import { ZCurrencyId, ZDecimal } from '../calculator.js';

/** An http(s) address without credentials, at most 500 characters. */
export const ZWebUrl = z
  .string()
  .trim()
  .max(500)
  .pipe(z.url({ protocol: /^https?$/, error: 'url_invalid' }))
  .refine((value) => !/^https?:\/\/[^/?#]*@/i.test(value), { error: 'url_invalid' });

/** The exchanger's fee on each sale of a new shop, in percent; kept per shop, so it can differ. */
export const DEFAULT_SHOP_FEE_PERCENT = '1.5';

export const SHOP_STATUSES = ['pending', 'approved', 'rejected', 'blocked'] as const;
export type TShopStatus = (typeof SHOP_STATUSES)[number];

/** A shop's fields as the seller gives them. */
const shopFields = {
  name: z.string().trim().min(2).max(100),
  siteUrl: ZWebUrl,
  description: z.string().trim().max(500),
  /** What the shop is paid out in: a currency of the catalogue. */
  payoutCurrencyId: ZCurrencyId,
  /** The payout currency's receive-side inputs (as a withdrawal asks for them). */
  payoutRequisites: z.record(z.string().max(64), z.string().max(500)),
  /** Where invoice status changes are posted, signed (optional). */
  webhookUrl: ZWebUrl.nullable(),
};

/** `POST /api/v1/users/me/shop/`: open a shop (it waits for an operator's approval). */
export const ZShopOpen = z
  .object({
    ...shopFields,
    description: shopFields.description.default(''),
    payoutRequisites: shopFields.payoutRequisites.default({}),
    webhookUrl: shopFields.webhookUrl.default(null),
  })
  .meta({ id: 'ShopOpen' });
export type TShopOpen = z.input<typeof ZShopOpen>;

/** `PATCH /api/v1/users/me/shop/`: change any of the fields; a field left out keeps its value. */
export const ZShopUpdate = z.object(shopFields).partial().meta({ id: 'ShopUpdate' });
export type TShopUpdate = z.input<typeof ZShopUpdate>;

/** The seller's own shop. */
export const ZMyShop = z
  .object({
    id: z.number().int(),
    name: z.string(),
    siteUrl: z.string(),
    description: z.string(),
    status: z.enum(SHOP_STATUSES),
    /** The operator's reason for a rejection or a block, else null. */
    reason: z.string().nullable(),
    payoutCurrencyId: z.number().int(),
    payoutCurrency: z.string(),
    payoutRequisites: z.record(z.string(), z.string()),
    webhookUrl: z.string().nullable(),
    /** The secret webhooks are signed with (HMAC-SHA256); only its owner sees it. */
    webhookSecret: z.string(),
    /** The exchanger's fee on each sale, in percent. */
    feePercent: ZDecimal,
    createdAt: z.string(),
    approvedAt: z.string().nullable(),
  })
  .meta({ id: 'MyShop' });
export type TMyShop = z.infer<typeof ZMyShop>;
