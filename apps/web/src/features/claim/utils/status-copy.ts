import type { TClaimStatus } from '@exchanger/core';
import type { TMessageKey as TSiteMessageKey } from '@/lib/i18n';
import type { TMessageKey } from '@/lib/i18n/claim';

/** The short name, the heading and the explanation of every claim status (docs/architecture.md#claims). */
export const STATUS_COPY: Record<
  TClaimStatus,
  { name: TSiteMessageKey; title: TMessageKey; text: TMessageKey }
> = {
  new: { name: 'claim.statusName.new', title: 'claim.status.new.title', text: 'claim.status.new.text' },
  verification: {
    name: 'claim.statusName.verification',
    title: 'claim.status.verification.title',
    text: 'claim.status.verification.text',
  },
  paid: { name: 'claim.statusName.paid', title: 'claim.status.paid.title', text: 'claim.status.paid.text' },
  processing: {
    name: 'claim.statusName.processing',
    title: 'claim.status.processing.title',
    text: 'claim.status.processing.text',
  },
  completed: {
    name: 'claim.statusName.completed',
    title: 'claim.status.completed.title',
    text: 'claim.status.completed.text',
  },
  cancelled: {
    name: 'claim.statusName.cancelled',
    title: 'claim.status.cancelled.title',
    text: 'claim.status.cancelled.text',
  },
  expired: {
    name: 'claim.statusName.expired',
    title: 'claim.status.expired.title',
    text: 'claim.status.expired.text',
  },
  confirming: {
    name: 'claim.statusName.confirming',
    title: 'claim.status.confirming.title',
    text: 'claim.status.confirming.text',
  },
  review: {
    name: 'claim.statusName.review',
    title: 'claim.status.review.title',
    text: 'claim.status.review.text',
  },
  refunded: {
    name: 'claim.statusName.refunded',
    title: 'claim.status.refunded.title',
    text: 'claim.status.refunded.text',
  },
};

/** The tone of the status badge. */
export function statusTone(status: TClaimStatus): 'waiting' | 'progress' | 'success' | 'closed' | 'warning' {
  switch (status) {
    case 'new':
      return 'waiting';
    case 'verification':
      return 'warning';
    case 'confirming':
    case 'paid':
    case 'processing':
      return 'progress';
    case 'review':
      return 'warning';
    case 'completed':
      return 'success';
    case 'cancelled':
    case 'expired':
    case 'refunded':
      return 'closed';
  }
}

const KNOWN_FIELDS: Record<string, TMessageKey> = {
  wallet: 'claim.field.wallet',
  fromWallet: 'claim.field.fromWallet',
  card: 'claim.field.card',
  cardholder: 'claim.field.cardholder',
  phone: 'claim.field.phone',
  account: 'claim.field.account',
  city: 'claim.field.city',
};

export function knownFieldLabel(name: string): TMessageKey | null {
  return KNOWN_FIELDS[name] ?? null;
}
