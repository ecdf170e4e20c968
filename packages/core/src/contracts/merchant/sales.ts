/** The seller's sales history (invoices with what buyers paid) and the shop's statistics. */
import { z } from 'zod';
import { ZDecimal } from '../calculator.js';
import { ZPage, ZPageQuery } from '../common.js';
import { INVOICE_STATUSES, ZInvoice } from './invoices.js';

/** Sales history: the shop's invoices with what the buyer paid. */
export const ZSalesQuery = ZPageQuery.extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  /** Created on or after / before this day (`YYYY-MM-DD`, UTC). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type TSalesQuery = z.input<typeof ZSalesQuery>;

export const ZSale = ZInvoice.extend({
  /** What the buyer sent, when a claim pays or paid the invoice. */
  paidWith: z.object({ currency: z.string(), amount: ZDecimal }).nullable(),
  claimStatus: z.string().nullable(),
  /** The exchanger's fee, once the sale is credited. */
  fee: ZDecimal.nullable(),
}).meta({ id: 'Sale' });
export type TSale = z.infer<typeof ZSale>;
export const ZSalesPage = ZPage(ZSale).meta({ id: 'SalesPage' });
export type TSalesPage = z.infer<typeof ZSalesPage>;

/** `GET /api/v1/users/me/shop/statistics/?days=30`. */
export const ZStatisticsQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const ZShopStatistics = z
  .object({
    currency: z.string(),
    days: z.array(
      z.object({
        /** `YYYY-MM-DD` (UTC). */
        day: z.string(),
        invoices: z.number().int(),
        paid: z.number().int(),
        /** Sum of the invoices paid that day, in the shop's currency. */
        volume: ZDecimal,
      }),
    ),
    totals: z.object({
      invoices: z.number().int(),
      paid: z.number().int(),
      volume: ZDecimal,
      /** Paid ÷ created, in percent with two decimals ("0" when nothing was created). */
      conversion: ZDecimal,
    }),
    /** What buyers paid with, most used first. */
    topCurrencies: z.array(z.object({ currency: z.string(), count: z.number().int(), volume: ZDecimal })),
  })
  .meta({ id: 'ShopStatistics' });
export type TShopStatistics = z.infer<typeof ZShopStatistics>;
