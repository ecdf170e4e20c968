/** Payment links made from the account, and the invoice as the buyer who opens one sees it. */
import { z } from 'zod';
import { ZDecimal } from '../calculator.js';
import { INVOICE_STATUSES, ZInvoiceCreate } from './invoices.js';

/** `POST /api/v1/users/me/shop/invoices/` (link generation): the order id is made up when not given. */
export const ZLinkCreate = ZInvoiceCreate.extend({
  orderId: z.string().trim().min(1).max(100).optional(),
}).meta({ id: 'LinkCreate' });
export type TLinkCreate = z.input<typeof ZLinkCreate>;

/** `GET /api/v1/invoices/{id}/`: what the buyer's exchange screen needs to pay an invoice. */
export const ZPublicInvoice = z
  .object({
    id: z.uuid(),
    shop: z.object({ name: z.string(), siteUrl: z.string() }),
    /** What the buyer can pay with now: the send currencies of the live directions to the invoice's. */
    fromIds: z.array(z.number().int()),
    amount: ZDecimal,
    currencyId: z.number().int(),
    currency: z.string(),
    description: z.string(),
    status: z.enum(INVOICE_STATUSES),
    /** Whether a claim can be created for it now. */
    payable: z.boolean(),
    successUrl: z.string().nullable(),
    failUrl: z.string().nullable(),
    expiresAt: z.string(),
  })
  .meta({ id: 'PublicInvoice' });
export type TPublicInvoice = z.infer<typeof ZPublicInvoice>;
