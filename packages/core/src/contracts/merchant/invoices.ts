/**
 * Invoices of the merchant API (docs/merchant-api.md): made with a shop's API key, one per order,
 * paid by a buyer in any currency of the catalogue.
 */
import { z } from 'zod';
import { ZDecimal, ZMoneyInput } from '../calculator.js';
import { ZClaimNumberValue } from '../claim.js';
import { ZPage, ZPageQuery } from '../common.js';
import { ZWebUrl } from './shops.js';

export const INVOICE_STATUSES = ['open', 'paying', 'paid', 'expired', 'cancelled'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** `POST /api/v1/merchant/invoices/`. */
export const ZInvoiceCreate = z
  .object({
    /** In the shop's payout currency, within its precision. */
    amount: ZMoneyInput,
    /** The seller's own order number: one invoice per order. */
    orderId: z.string().trim().min(1).max(100),
    description: z.string().trim().max(500).default(''),
    /** Where the buyer returns after paying, or after a failure. */
    successUrl: ZWebUrl.nullable().default(null),
    failUrl: ZWebUrl.nullable().default(null),
    /** How long the invoice can be paid, in minutes (default a day). */
    lifetimeMinutes: z.number().int().min(5).max(43_200).default(1_440),
  })
  .meta({
    id: 'InvoiceCreate',
    examples: [
      {
        amount: '1500.00',
        orderId: 'A-1001',
        description: 'Green tea, 3 kg',
        successUrl: 'https://tea.example/orders/A-1001/paid',
        failUrl: 'https://tea.example/orders/A-1001',
        lifetimeMinutes: 60,
      },
    ],
  });
export type TInvoiceCreate = z.input<typeof ZInvoiceCreate>;

export const ZInvoice = z
  .object({
    id: z.uuid(),
    orderId: z.string(),
    amount: ZDecimal,
    currency: z.string(),
    description: z.string(),
    status: z.enum(INVOICE_STATUSES),
    /** The page where the buyer pays, in any currency of the catalogue. */
    payUrl: z.string(),
    successUrl: z.string().nullable(),
    failUrl: z.string().nullable(),
    /**
     * The short number of the claim the buyer created for it, once there is one — what the
     * exchanger's support knows it by. The claim's id stays the buyer's secret.
     */
    claimNumber: ZClaimNumberValue.nullable(),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({
    id: 'Invoice',
    examples: [
      {
        id: '0f8fad5b-d9cb-469f-a165-70867728950e',
        orderId: 'A-1001',
        amount: '1500',
        currency: 'USDTTRC20',
        description: 'Green tea, 3 kg',
        status: 'open',
        payUrl: 'https://exchanger.example/?invoice=0f8fad5b-d9cb-469f-a165-70867728950e',
        successUrl: 'https://tea.example/orders/A-1001/paid',
        failUrl: 'https://tea.example/orders/A-1001',
        claimNumber: null,
        createdAt: '2026-11-22T10:00:00.000Z',
        expiresAt: '2026-11-22T11:00:00.000Z',
      },
    ],
  });
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoiceQuery = ZPageQuery.extend({ status: z.enum(INVOICE_STATUSES).optional() });
export type TInvoiceQuery = z.input<typeof ZInvoiceQuery>;

export const ZInvoicePage = ZPage(ZInvoice).meta({ id: 'InvoicePage' });
export type TInvoicePage = z.infer<typeof ZInvoicePage>;
