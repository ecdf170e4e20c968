/**
 * How the back office names what the API sends as codes: operator actions (buttons), the events of
 * a claim's log, roles, withdrawal statuses, content kinds and states, the checks and keyboards of
 * a currency's input fields, shop statuses and decisions, and audit entries
 * (`claim.complete`, `user.block`, `currency.reserve`…). An unknown code is shown as it is rather
 * than hidden.
 */
import type {
  CONTENT_STATES,
  TContactMessageAction,
  TContactMessageStatus,
  TAdminFieldDef,
  TContentKind,
  TContentPageKey,
  TOperatorClaimAction,
  TShopDecision,
  TShopStatus,
  TUserRole,
  TValidatorName,
} from '@exchanger/core';
import type { TButtonColor } from '@/components/ui';
import type { TMessageKey, TTranslate } from '@/lib/i18n/admin';
import type { TWithdrawalStatus } from './search-params';

/** The button of an operator action. */
export const ACTION_LABEL: Record<TOperatorClaimAction, TMessageKey> = {
  payment_received: 'admin.action.payment_received',
  complete: 'admin.action.complete',
  cancel: 'admin.action.cancel',
  refund: 'admin.action.refund',
  require_verification: 'admin.action.require_verification',
  approve_verification: 'admin.action.approve_verification',
  reject_verification: 'admin.action.reject_verification',
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
};

/** A line of a claim's event log: what happened. */
export function eventLabel(t: TTranslate, action: string): string {
  const key = EVENT_LABEL[action];
  return key ? t(key) : action;
}

export const ROLE_LABEL: Record<TUserRole, TMessageKey> = {
  user: 'admin.role.user',
  operator: 'admin.role.operator',
  admin: 'admin.role.admin',
};

export const WITHDRAWAL_STATUS_LABEL: Record<TWithdrawalStatus, TMessageKey> = {
  pending: 'admin.withdrawals.status.pending',
  done: 'admin.withdrawals.status.done',
  rejected: 'admin.withdrawals.status.rejected',
};

export const SHOP_STATUS_LABEL: Record<TShopStatus, TMessageKey> = {
  pending: 'admin.shops.status.pending',
  approved: 'admin.shops.status.approved',
  rejected: 'admin.shops.status.rejected',
  blocked: 'admin.shops.status.blocked',
};

/** The tone of a shop's status flag (`admin-flag--<tone>`). */
export const SHOP_STATUS_TONE: Record<TShopStatus, string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'muted',
  blocked: 'danger',
};

export type TShopDecisionKind = TShopDecision['decision'];

export const SHOP_DECISION_LABEL: Record<TShopDecisionKind, TMessageKey> = {
  approve: 'admin.shops.approve',
  reject: 'admin.shops.reject',
  block: 'admin.shops.block',
};

export const SHOP_DECISION_COLOR: Record<TShopDecisionKind, TButtonColor> = {
  approve: 'green',
  reject: 'gray',
  block: 'red',
};

/** Under the reason: what the decision does and who sees the reason. */
export const SHOP_DECISION_HINT: Record<TShopDecisionKind, TMessageKey> = {
  approve: 'admin.shops.approveHint',
  reject: 'admin.shops.rejectHint',
  block: 'admin.shops.blockHint',
};

/**
 * What can be decided about a shop in `status`: a waiting one is approved, rejected or blocked; an
 * approved one can be blocked; a rejected or blocked one approved (or blocked) after all.
 */
export function shopDecisionsFor(status: TShopStatus): TShopDecisionKind[] {
  if (status === 'pending') return ['approve', 'reject', 'block'];
  if (status === 'approved') return ['block'];
  if (status === 'rejected') return ['approve', 'block'];
  return ['approve'];
}

const AUDIT_LABEL: Record<string, TMessageKey> = {
  'user.role': 'admin.audit.action.userRole',
  'user.block': 'admin.audit.action.userBlock',
  'user.unblock': 'admin.audit.action.userUnblock',
  'withdrawal.approve': 'admin.audit.action.withdrawalApprove',
  'withdrawal.reject': 'admin.audit.action.withdrawalReject',
  'currency.reserve': 'admin.audit.action.currencyReserve',
  'currency.enable': 'admin.audit.action.currencyEnable',
  'currency.disable': 'admin.audit.action.currencyDisable',
  'currency.update': 'admin.audit.action.currencyUpdate',
  'currency.create': 'admin.audit.action.currencyCreate',
  'shop.approve': 'admin.audit.action.shopApprove',
  'shop.reject': 'admin.audit.action.shopReject',
  'shop.block': 'admin.audit.action.shopBlock',
  'shop_withdrawal.approve': 'admin.audit.action.shopWithdrawalApprove',
  'shop_withdrawal.reject': 'admin.audit.action.shopWithdrawalReject',
  'direction.update': 'admin.audit.action.directionUpdate',
  'content.create': 'admin.audit.action.contentCreate',
  'content.edit': 'admin.audit.action.contentEdit',
  'content.publish': 'admin.audit.action.contentPublish',
  'content.unpublish': 'admin.audit.action.contentUnpublish',
  'setting.contest': 'admin.audit.action.settingContest',
  'message.answer': 'admin.audit.action.messageAnswer',
  'message.close': 'admin.audit.action.messageClose',
  'setting.chat': 'admin.audit.action.settingChat',
  'setting.chat.reset': 'admin.audit.action.settingChatReset',
  'setting.contacts': 'admin.audit.action.settingContacts',
  'setting.contacts.reset': 'admin.audit.action.settingContactsReset',
};

/** The audit actions an operator can filter by: every claim action, then the rest. */
export const AUDIT_ACTIONS = [
  ...Object.keys(ACTION_LABEL).map((action) => `claim.${action}`),
  ...Object.keys(AUDIT_LABEL),
];

/** An entry of the audit log: `claim.complete` → "Claim: Complete". */
export function auditActionLabel(t: TTranslate, action: string): string {
  const key = AUDIT_LABEL[action];
  if (key) return t(key);
  if (action.startsWith('claim.')) {
    const claimAction = action.slice('claim.'.length);
    const label = (ACTION_LABEL as Record<string, TMessageKey | undefined>)[claimAction];
    return t('admin.audit.action.claim', { action: label ? t(label) : claimAction });
  }
  return action;
}

export const CONTENT_KIND_LABEL: Record<TContentKind, TMessageKey> = {
  page: 'admin.content.kind.page',
  news: 'admin.content.kind.news',
  faq: 'admin.content.kind.faq',
};

export type TContentState = (typeof CONTENT_STATES)[number];

export const CONTENT_STATE_LABEL: Record<TContentState, TMessageKey> = {
  draft: 'admin.content.state.draft',
  published: 'admin.content.state.published',
  changed: 'admin.content.state.changed',
};

/** The information pages by the name operators know them under. */
export const CONTENT_PAGE_LABEL: Record<TContentPageKey, TMessageKey> = {
  rules: 'admin.content.page.rules',
  aml: 'admin.content.page.aml',
  contacts: 'admin.content.page.contacts',
  cash: 'admin.content.page.cash',
  partners: 'admin.content.page.partners',
  contest: 'admin.content.page.contest',
};

/** The checks an input field of a currency can have, as operators know them. */
export const VALIDATOR_LABEL: Record<TValidatorName, TMessageKey> = {
  text: 'admin.currency.validator.text',
  name: 'admin.currency.validator.name',
  email: 'admin.currency.validator.email',
  phone: 'admin.currency.validator.phone',
  card: 'admin.currency.validator.card',
  'btc-address': 'admin.currency.validator.btc-address',
  'ltc-address': 'admin.currency.validator.ltc-address',
  'eth-address': 'admin.currency.validator.eth-address',
  'trc20-address': 'admin.currency.validator.trc20-address',
  'ton-address': 'admin.currency.validator.ton-address',
  'xmr-address': 'admin.currency.validator.xmr-address',
};

/** The keyboard an input field asks a phone for. */
export const FIELD_TYPE_LABEL: Record<TAdminFieldDef['type'], TMessageKey> = {
  text: 'admin.currency.type.text',
  email: 'admin.currency.type.email',
  tel: 'admin.currency.type.tel',
};

/** A contact-form message's status and the buttons that change it. */
export const MESSAGE_STATUS_LABEL: Record<TContactMessageStatus, TMessageKey> = {
  new: 'admin.messages.status.new',
  answered: 'admin.messages.status.answered',
  closed: 'admin.messages.status.closed',
};

export const MESSAGE_ACTION_LABEL: Record<TContactMessageAction, TMessageKey> = {
  answer: 'admin.messages.action.answer',
  close: 'admin.messages.action.close',
};
