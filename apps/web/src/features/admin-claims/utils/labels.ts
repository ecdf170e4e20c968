/**
 * How the claims desk names what the API sends as codes: the operator actions (buttons) and the
 * events of a claim's log. An unknown code is shown as it is rather than hidden.
 */
import type { TOperatorClaimAction } from '@exchanger/core';
import type { TButtonColor } from '@/components/ui';
import type { TMessageKey, TTranslate } from '@/lib/i18n/admin';

/** The button of an operator action. */
export const ACTION_LABEL: Record<TOperatorClaimAction, TMessageKey> = {
  payment_received: 'admin.action.payment_received',
  complete: 'admin.action.complete',
  cancel: 'admin.action.cancel',
  refund: 'admin.action.refund',
  require_verification: 'admin.action.require_verification',
  approve_verification: 'admin.action.approve_verification',
  reject_verification: 'admin.action.reject_verification',
  accept_payment: 'admin.action.accept_payment',
  recompute: 'admin.action.recompute',
};

/** Moving a claim forward is green; closing it without an exchange is red. */
export const ACTION_COLOR: Record<TOperatorClaimAction, TButtonColor> = {
  payment_received: 'green',
  complete: 'green',
  approve_verification: 'green',
  require_verification: 'gray',
  cancel: 'red',
  refund: 'red',
  reject_verification: 'red',
  accept_payment: 'green',
  recompute: 'green',
};

const EVENT_LABEL: Record<string, TMessageKey> = {
  create: 'admin.event.create',
  confirm: 'admin.event.confirm',
  expire: 'admin.event.expire',
  cancel: 'admin.event.cancel',
  payment_received: 'admin.event.payment_received',
  complete: 'admin.event.complete',
  refund: 'admin.event.refund',
  require_verification: 'admin.event.require_verification',
  approve_verification: 'admin.event.approve_verification',
  reject_verification: 'admin.event.reject_verification',
  payment_detected: 'admin.event.payment_detected',
  payment_confirmed: 'admin.event.payment_confirmed',
  payment_reverted: 'admin.event.payment_reverted',
  payment_review: 'admin.event.payment_review',
  accept_payment: 'admin.event.accept_payment',
  recompute: 'admin.event.recompute',
};

/** A line of a claim's event log: what happened. */
export function eventLabel(t: TTranslate, action: string): string {
  const key = EVENT_LABEL[action];
  return key ? t(key) : action;
}
