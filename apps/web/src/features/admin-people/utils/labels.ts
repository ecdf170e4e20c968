/**
 * How the users desk and the audit log name roles and audit entries (`claim.complete`,
 * `user.block`, `currency.reserve`…). An unknown code is shown as it is rather than hidden.
 */
import { OPERATOR_CLAIM_ACTIONS, type TOperatorClaimAction, type TUserRole } from '@exchanger/core';
import type { TMessageKey, TTranslate } from '@/lib/i18n/admin';

export const ROLE_LABEL: Record<TUserRole, TMessageKey> = {
  user: 'admin.role.user',
  operator: 'admin.role.operator',
  admin: 'admin.role.admin',
};

const AUDIT_LABEL: Record<string, TMessageKey> = {
  'claim.reveal_requisites': 'admin.audit.action.claimRevealRequisites',
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
  'setting.about': 'admin.audit.action.settingAbout',
  'setting.about.reset': 'admin.audit.action.settingAboutReset',
  'setting.explorer': 'admin.audit.action.settingExplorer',
  'setting.explorer.reset': 'admin.audit.action.settingExplorerReset',
};

/** The audit actions an operator can filter by: every claim action, then the rest. */
export const AUDIT_ACTIONS = [
  ...OPERATOR_CLAIM_ACTIONS.map((action) => `claim.${action}`),
  ...Object.keys(AUDIT_LABEL),
];

const isClaimAction = (action: string): action is TOperatorClaimAction =>
  (OPERATOR_CLAIM_ACTIONS as readonly string[]).includes(action);

/** An entry of the audit log: `claim.complete` → "Claim: Complete" (with the claims desk's button label). */
export function auditActionLabel(t: TTranslate, action: string): string {
  const key = AUDIT_LABEL[action];
  if (key) return t(key);
  if (action.startsWith('claim.')) {
    const claimAction = action.slice('claim.'.length);
    return t('admin.audit.action.claim', {
      action: isClaimAction(claimAction) ? t(`admin.action.${claimAction}`) : claimAction,
    });
  }
  return action;
}
