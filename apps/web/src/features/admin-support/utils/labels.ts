import type { TContactMessageAction, TContactMessageStatus } from '@exchanger/core';
import type { TMessageKey } from '@/lib/i18n/admin';

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
