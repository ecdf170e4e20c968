/**
 * The merchant area (issue "Shops"): a seller's shop under the account, its API keys, and the
 * merchant API that creates invoices, authenticated by key. Amounts are decimal strings in the
 * shop's payout currency.
 */
import { z } from 'zod';
import { ZCurrencyId, ZDecimal } from './calculator.js';
import { ZPage, ZPageQuery } from './common.js';

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

/** `POST /api/v1/users/me/shop/`: open a shop (it waits for an operator's approval). */
export const ZShopOpen = z
  .object({
    name: z.string().trim().min(2).max(100),
    siteUrl: ZWebUrl,
    description: z.string().trim().max(500).default(''),
    /** What the shop is paid out in: a currency of the catalogue. */
    payoutCurrencyId: ZCurrencyId,
    /** The payout currency's receive-side inputs (as a withdrawal asks for them). */
    payoutRequisites: z.record(z.string().max(64), z.string().max(500)).default({}),
    /** Where invoice status changes are posted, signed (optional). */
    webhookUrl: ZWebUrl.nullable().default(null),
  })
  .meta({ id: 'ShopOpen' });
export type TShopOpen = z.input<typeof ZShopOpen>;

/** `PATCH /api/v1/users/me/shop/`: change any of the fields. */
export const ZShopUpdate = ZShopOpen.partial().meta({ id: 'ShopUpdate' });
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

/** `POST /api/v1/users/me/shop/keys/`. */
export const ZApiKeyCreate = z
  .object({ name: z.string().trim().min(1).max(100) })
  .meta({ id: 'ApiKeyCreate' });
export type TApiKeyCreate = z.input<typeof ZApiKeyCreate>;

export const ZApiKey = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The key's first characters, to tell keys apart; the key itself is never shown again. */
    prefix: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyList = z.array(ZApiKey).meta({ id: 'ApiKeyList' });

/** The answer to a key's creation: the only time the whole key is shown. */
export const ZApiKeyCreated = ZApiKey.extend({ key: z.string() }).meta({ id: 'ApiKeyCreated' });
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;

export const INVOICE_STATUSES = ['open', 'paying', 'paid', 'expired', 'cancelled'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** `POST /api/v1/merchant/invoices/`. */
export const ZInvoiceCreate = z
  .object({
    /** In the shop's payout currency, within its precision. */
    amount: ZDecimal,
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
    /** The claim the buyer created for it, once there is one. */
    claimId: z.uuid().nullable(),
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
        claimId: null,
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

/** The back office's list of shops. */
export const ZAdminShop = ZMyShop.omit({ webhookSecret: true })
  .extend({ ownerEmail: z.string() })
  .meta({ id: 'AdminShop' });
export type TAdminShop = z.infer<typeof ZAdminShop>;

export const ZAdminShopQuery = ZPageQuery.extend({
  status: z.enum(SHOP_STATUSES).optional(),
  /** A shop's number, or words of its name, its site or its owner's e-mail. */
  q: z.string().trim().max(200).optional(),
});
export type TAdminShopQuery = z.input<typeof ZAdminShopQuery>;
export const ZAdminShopPage = ZPage(ZAdminShop)
  .extend({
    /** Shops waiting for an operator, whatever the filters: the navigation's badge. */
    pending: z.number().int().min(0),
  })
  .meta({ id: 'AdminShopPage' });
export type TAdminShopPage = z.infer<typeof ZAdminShopPage>;

/** `POST /admin/api/shops/{id}/decision/`. */
export const ZShopDecision = z
  .object({
    decision: z.enum(['approve', 'reject', 'block']),
    reason: z.string().trim().max(500).default(''),
  })
  .meta({ id: 'ShopDecision' });
export type TShopDecision = z.input<typeof ZShopDecision>;

export const WEBHOOK_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** A webhook the exchanger owes or sent to the shop, with every attempt (newest first). */
export const ZWebhookDelivery = z
  .object({
    id: z.number().int(),
    event: z.string(),
    invoiceId: z.uuid(),
    status: z.enum(WEBHOOK_STATUSES),
    attempts: z.number().int(),
    nextAttemptAt: z.string().nullable(),
    lastError: z.string().nullable(),
    payload: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    deliveredAt: z.string().nullable(),
    log: z.array(
      z.object({
        at: z.string(),
        /** The receiver's HTTP status, or null when it could not be reached. */
        statusCode: z.number().int().nullable(),
        error: z.string().nullable(),
        durationMs: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'WebhookDelivery' });
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryPage = ZPage(ZWebhookDelivery).meta({ id: 'WebhookDeliveryPage' });
export type TWebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;

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
    claimId: z.uuid().nullable(),
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
export const ZShopWithdrawalCreate = z.object({ amount: ZDecimal }).meta({ id: 'ShopWithdrawalCreate' });
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
  .object({ decision: z.enum(['approve', 'reject']), reason: z.string().trim().max(500).default('') })
  .meta({ id: 'ShopWithdrawalDecision' });
export type TShopWithdrawalDecision = z.input<typeof ZShopWithdrawalDecision>;

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

/**
 * The body of an `invoice.updated` webhook (OpenAPI `webhooks`): posted to the shop on every status
 * change of the claim paying an invoice, and when an invoice expires (`claim` null). `id` is the
 * delivery's, the same in every retry (drop repeats by it).
 */
export const ZInvoiceWebhook = z
  .object({
    id: z.number().int(),
    event: z.literal('invoice.updated'),
    invoice: z.object({
      id: z.uuid(),
      orderId: z.string(),
      amount: ZDecimal,
      currency: z.string(),
      status: z.enum(INVOICE_STATUSES),
    }),
    claim: z
      .object({
        id: z.uuid(),
        status: z.string(),
        /** null when the claim was just created. */
        previousStatus: z.string().nullable(),
      })
      .nullable(),
    occurredAt: z.string(),
  })
  .meta({
    id: 'InvoiceWebhook',
    examples: [
      {
        id: 42,
        event: 'invoice.updated',
        invoice: {
          id: '0f8fad5b-d9cb-469f-a165-70867728950e',
          orderId: 'A-1001',
          amount: '1500',
          currency: 'USDTTRC20',
          status: 'paid',
        },
        claim: {
          id: '9c1e7f3a-2b4d-4c5e-8f6a-7b8c9d0e1f2a',
          status: 'completed',
          previousStatus: 'processing',
        },
        occurredAt: '2026-11-22T10:00:00.000Z',
      },
    ],
  });
export type TInvoiceWebhook = z.infer<typeof ZInvoiceWebhook>;
