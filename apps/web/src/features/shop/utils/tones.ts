import type { TInvoiceStatus, TShopLedgerLine, TShopStatus, TWebhookDelivery } from '@exchanger/core';
import type { TTone } from '@/components/ui';

/** The colour of each status of the seller's area: waiting, done, failed or closed. */
export const SHOP_TONE: Record<TShopStatus, TTone> = {
  pending: 'waiting',
  approved: 'done',
  rejected: 'failed',
  blocked: 'failed',
};

export const INVOICE_TONE: Record<TInvoiceStatus, TTone> = {
  open: 'waiting',
  paying: 'waiting',
  paid: 'done',
  expired: 'closed',
  cancelled: 'closed',
};

export const WEBHOOK_TONE: Record<TWebhookDelivery['status'], TTone> = {
  pending: 'waiting',
  delivered: 'done',
  failed: 'failed',
};

export const LEDGER_TONE: Record<TShopLedgerLine['status'], TTone> = {
  pending: 'waiting',
  done: 'done',
  rejected: 'failed',
};
