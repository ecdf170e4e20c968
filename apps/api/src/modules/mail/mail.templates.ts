/**
 * The e-mails in Russian and English. Pure: a template, its parameters and the site name in, a
 * subject with a plain-text body and an HTML body out. Each group of templates drafts its messages
 * (`templates/account.ts`, `templates/claims.ts`, `templates/contact.ts`,
 * `templates/security.ts`); the shared layout
 * (`templates/layout.ts`) prints every draft as text and as HTML.
 */
import type { TLocale } from '@exchanger/core';
import type { TMailMessage } from './mail.types.js';
import { draftAccountMail, draftSignupTaken } from './templates/account.js';
import { draftClaimCreated, draftClaimStatus } from './templates/claims.js';
import { draftContactMail } from './templates/contact.js';
import { draftSecurityMail } from './templates/security.js';
import { COMMON_COPY, printHtml, printText, type TDraft } from './templates/layout.js';

export { formatCourse } from './templates/claims.js';
export { escapeHtml } from './templates/layout.js';

export interface TRenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface TMailSite {
  /** The brand (`SITE_NAME`), in the subject lines, the header and the signature. */
  siteName: string;
}

function draft(message: TMailMessage, locale: TLocale, site: string): TDraft {
  switch (message.template) {
    case 'activation':
    case 'restore':
      return draftAccountMail(message, locale, site);
    case 'signup_taken':
      return draftSignupTaken(message, locale, site);
    case 'claim_created':
      return draftClaimCreated(message, locale, site);
    case 'contact_message':
      return draftContactMail(message, locale, site);
    case 'claim_status':
      return draftClaimStatus(message, locale);
    case 'new_sign_in':
      return draftSecurityMail(message, locale, site);
  }
}

/** Renders a message in `locale`. */
export function renderMail(message: TMailMessage, locale: TLocale, site: TMailSite): TRenderedMail {
  const copy = COMMON_COPY[locale];
  const d = draft(message, locale, site.siteName);
  // One line, whatever a parameter contains: a subject is a header.
  const subject = d.subject.replace(/\s+/g, ' ').trim();
  return {
    subject,
    text: printText(d, copy, site.siteName),
    html: printHtml(d, copy, site.siteName, locale, subject),
  };
}
