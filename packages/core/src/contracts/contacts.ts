/**
 * The contact form and the support channels (issue "Public pages": `/contacts` reaches the
 * operators), the operators' desk of the messages, and the site settings an administrator edits
 * in the back office (the live-chat widget, the support channels). Messages are keys of the
 * server's dictionary, so a refused field is worded in the request's language; the browser maps
 * the same keys to its own texts before sending.
 */
import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { ZAboutExchanger } from './about.js';
import { ZClaimStatus } from './claim.js';
import { ZPage, ZPageQuery } from './common.js';
import { ZEmail } from './users.js';

/** Lengths of the form's fields (characters, after trimming). */
export const CONTACT_LIMITS = {
  name: 100,
  subject: 200,
  messageMin: 10,
  message: 5000,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const required = (max: number, tooLong: string) =>
  z
    .string({ error: 'field_required' })
    .trim()
    .min(1, { error: 'field_required' })
    .max(max, { error: tooLong });

/** `POST /api/v1/contacts/`: a visitor's message to the operators. */
export const ZContactMessageCreate = z
  .object({
    name: required(CONTACT_LIMITS.name, 'contact_name_too_long'),
    email: ZEmail,
    /** The claim the message is about (its UUID); empty or absent: none. */
    claimId: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === '' || UUID.test(v), { error: 'claim_id_invalid' })
      .optional()
      .transform((v) => v || null),
    subject: required(CONTACT_LIMITS.subject, 'contact_subject_too_long'),
    message: z
      .string({ error: 'field_required' })
      .trim()
      .min(1, { error: 'field_required' })
      .min(CONTACT_LIMITS.messageMin, { error: 'contact_message_too_short' })
      .max(CONTACT_LIMITS.message, { error: 'contact_message_too_long' }),
    /** The language to answer in; the request's language when absent. */
    locale: z.enum(LOCALES).optional(),
    /**
     * A trap for robots: a field people never see or fill. When it is not empty the answer looks
     * like a success, and nothing is stored or sent.
     */
    website: z.string().max(500).optional(),
  })
  .meta({ id: 'ContactMessageCreate' });
export type TContactMessageCreate = z.input<typeof ZContactMessageCreate>;

/** The reference the visitor quotes in later letters (`K7F3-9QX2`). */
export const ZContactMessageCreated = z
  .object({ reference: z.string(), createdAt: z.string() })
  .meta({ id: 'ContactMessageCreated' });
export type TContactMessageCreated = z.infer<typeof ZContactMessageCreated>;

/** `GET /api/v1/contacts/`: where the operators can be reached besides the form and the chat. */
export const ZContactChannels = z
  .object({
    email: z.string().nullable(),
    /** A Telegram username without `@` (`https://t.me/<name>`). */
    telegram: z.string().nullable(),
    /** In international format, as operators wrote it. */
    phone: z.string().nullable(),
  })
  .meta({ id: 'ContactChannels' });
export type TContactChannels = z.infer<typeof ZContactChannels>;

/**
 * `GET /api/v1/contacts/`: the channels and "About the exchanger" (legal name, jurisdiction,
 * address and working hours in both languages; all empty and `hours` null while none is stated).
 */
export const ZContacts = ZContactChannels.extend({ about: ZAboutExchanger }).meta({ id: 'Contacts' });
export type TContacts = z.infer<typeof ZContacts>;

// The operators' desk of the messages (`/admin/api/messages/...`).

/** `new` — nobody has answered yet; `answered` — an operator replied; `closed` — nothing more to do. */
export const CONTACT_MESSAGE_STATUSES = ['new', 'answered', 'closed'] as const;
export type TContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** `answer`: new → answered; `close`: new or answered → closed. */
export const CONTACT_MESSAGE_ACTIONS = ['answer', 'close'] as const;
export type TContactMessageAction = (typeof CONTACT_MESSAGE_ACTIONS)[number];

/** The actions a message in `status` allows. */
export function contactMessageActions(status: TContactMessageStatus): TContactMessageAction[] {
  switch (status) {
    case 'new':
      return ['answer', 'close'];
    case 'answered':
      return ['close'];
    case 'closed':
      return [];
  }
}

export const ZAdminMessageQuery = ZPageQuery.extend({
  status: z.enum(CONTACT_MESSAGE_STATUSES).optional(),
  /** A reference, an e-mail, a name, words of the subject or the text, a claim id's beginning. */
  q: z.string().trim().max(200).optional(),
});
export type TAdminMessageQuery = z.input<typeof ZAdminMessageQuery>;

export const ZAdminMessageRow = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    status: z.enum(CONTACT_MESSAGE_STATUSES),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    claimId: z.string().nullable(),
    locale: z.enum(LOCALES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminMessageRow' });
export type TAdminMessageRow = z.infer<typeof ZAdminMessageRow>;

export const ZAdminMessagePage = ZPage(ZAdminMessageRow)
  .extend({
    /** Messages nobody has answered yet, whatever the filters: the navigation's badge. */
    newCount: z.number().int().min(0),
  })
  .meta({ id: 'AdminMessagePage' });
export type TAdminMessagePage = z.infer<typeof ZAdminMessagePage>;

export const ZAdminMessage = ZAdminMessageRow.extend({
  message: z.string(),
  /** The signed-in user who wrote it, if any. */
  userId: z.number().int().nullable(),
  /** The linked claim as it is now; `emailMatches`: written from the claim's own e-mail. */
  claim: z
    .object({ id: z.string(), status: ZClaimStatus, email: z.string(), emailMatches: z.boolean() })
    .nullable(),
  actions: z.array(z.enum(CONTACT_MESSAGE_ACTIONS)),
  /** What operators did with it, oldest first (from the audit log). */
  history: z.array(
    z.object({
      id: z.number().int(),
      action: z.string(),
      actor: z.string(),
      reason: z.string(),
      createdAt: z.string(),
    }),
  ),
}).meta({ id: 'AdminMessage' });
export type TAdminMessage = z.infer<typeof ZAdminMessage>;

/** `POST /admin/api/messages/{id}/actions/` */
export const ZAdminMessageActionBody = z
  .object({
    action: z.enum(CONTACT_MESSAGE_ACTIONS),
    /** How it was answered or why it is closed: kept in the audit log. */
    reason: z.string().trim().min(1, { error: 'reason_required' }).max(1000),
  })
  .meta({ id: 'AdminMessageActionBody' });
export type TAdminMessageActionBody = z.input<typeof ZAdminMessageActionBody>;

// Site settings of the back office (`/admin/api/settings/...`): administrators change them, every
// operator may read them. Without a saved value the server's configuration (environment) applies.

/** A Telegram username: 5–32 letters, digits and `_`, with or without `@` (stored without). */
const ZTelegram = z
  .string()
  .trim()
  .transform((v) => v.replace(/^@/, '').replace(/^https:\/\/t\.me\//, ''))
  .refine((v) => v === '' || /^[A-Za-z0-9_]{5,32}$/.test(v), { error: 'telegram_invalid' });
const ZPhone = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{4,24}$/.test(v), { error: 'phone_invalid' });
const ZOptionalEmail = z.union([z.literal(''), ZEmail]);

/** `PUT /admin/api/settings/contacts/`: the channels `/contacts` shows; empty: not shown. */
export const ZContactsSettingInput = z
  .object({ email: ZOptionalEmail, telegram: ZTelegram, phone: ZPhone })
  .strict()
  .meta({ id: 'ContactsSettingInput' });
export type TContactsSettingInput = z.input<typeof ZContactsSettingInput>;

/** An http(s) address with a host and nothing blank in it (core has no `URL`: it runs anywhere). */
const WEB_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** No whitespace or control characters: the value goes into a script URL. */
const ZChatId = z
  .string()
  .trim()
  .max(200)
  .refine((v) => !/[\s\p{Cc}]/u.test(v), { error: 'chat_id_invalid' });

/**
 * `PUT /admin/api/settings/chat/`: the live-chat widget. `src` is the provider's script URL, in
 * which `{id}` and `{locale}` are filled in; when switched off both may stay as they were.
 */
export const ZChatSettingInput = z
  .object({ enabled: z.boolean(), src: z.string().trim().max(500), id: ZChatId })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.enabled) return;
    if (!WEB_URL.test(v.src))
      ctx.addIssue({ code: 'custom', path: ['src'], message: v.src ? 'chat_src_invalid' : 'field_required' });
    if (!v.id) ctx.addIssue({ code: 'custom', path: ['id'], message: 'field_required' });
  })
  .meta({ id: 'ChatSettingInput' });
export type TChatSettingInput = z.input<typeof ZChatSettingInput>;

const ZSource = z.enum(['settings', 'config']);

/** `GET /admin/api/settings/chat/`: the widget visitors get now, and where it comes from. */
export const ZAdminChatSetting = z
  .object({
    enabled: z.boolean(),
    src: z.string(),
    id: z.string(),
    /** `settings`: saved in the back office; `config`: the configuration applies (nothing saved). */
    source: ZSource,
    updatedAt: z.string().nullable(),
    /** The configuration's widget (`CHAT_WIDGET_SRC`, `CHAT_WIDGET_ID`): what a reset returns to. */
    config: z.object({ src: z.string(), id: z.string() }).nullable(),
    /** Whether the script must be served over https (the site itself is). */
    httpsOnly: z.boolean(),
  })
  .meta({ id: 'AdminChatSetting' });
export type TAdminChatSetting = z.infer<typeof ZAdminChatSetting>;

/** `GET /admin/api/settings/contacts/`: the channels `/contacts` shows now, and where they come from. */
export const ZAdminContactsSetting = ZContactChannels.extend({
  source: ZSource,
  updatedAt: z.string().nullable(),
  /** `SUPPORT_EMAIL`, `SUPPORT_TELEGRAM`, `SUPPORT_PHONE`: what a reset returns to. */
  config: ZContactChannels,
}).meta({ id: 'AdminContactsSetting' });
export type TAdminContactsSetting = z.infer<typeof ZAdminContactsSetting>;
