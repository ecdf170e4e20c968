/**
 * The form's checks in the browser, with the schema the server validates with (core), turned into
 * texts of the page's dictionary. The server checks again and words its own refusals.
 */
import { ZContactMessageCreate } from '@exchanger/core';
import type { TMessageKey } from '@/lib/i18n/contacts';

export const CONTACT_FIELDS = ['name', 'email', 'claimId', 'subject', 'message'] as const;
export type TContactField = (typeof CONTACT_FIELDS)[number];
export type TContactValues = Record<TContactField, string>;
export type TContactProblems = Record<TContactField, TMessageKey | null>;

/** The server's message keys (core's schema speaks them) → the page's texts. */
const PROBLEM_TEXT: Record<string, TMessageKey> = {
  field_required: 'contacts.error.required',
  email_invalid: 'contacts.error.email',
  claim_id_invalid: 'contacts.error.claimId',
  contact_name_too_long: 'contacts.error.nameLong',
  contact_subject_too_long: 'contacts.error.subjectLong',
  contact_message_too_short: 'contacts.error.messageShort',
  contact_message_too_long: 'contacts.error.messageLong',
};

export function contactProblems(values: TContactValues): TContactProblems {
  const problems = {} as TContactProblems;
  for (const field of CONTACT_FIELDS) {
    if (field !== 'claimId' && values[field].trim() === '') {
      problems[field] = 'contacts.error.required';
      continue;
    }
    const result = ZContactMessageCreate.shape[field].safeParse(values[field]);
    const key = result.success ? null : (result.error.issues[0]?.message ?? '');
    problems[field] = key === null ? null : (PROBLEM_TEXT[key] ?? 'contacts.error.invalid');
  }
  return problems;
}
