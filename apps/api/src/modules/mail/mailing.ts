/**
 * One message to many recipients that differ by one value — the status e-mails of a batch of
 * expired claims, which differ by the claim's number (docs/decisions/043-batch-expiry.md): rendered
 * once per locale with a placeholder where the value goes, each recipient's value put in its place
 * by the outbox's INSERT (the mail repository's `queueMailingStatement`). Rendering a thousand
 * messages one by one and sending every rendered body to the database was a large part of an
 * expiry batch. A second rendering with another placeholder shows that the value goes in as it is
 * (not shortened, escaped or cased, and nothing else differs), and the recipient's address must
 * not appear in the message; a template that fails either is rendered for each recipient as
 * before.
 */
import type { TLocale } from '@exchanger/core';
import type { TMailRequest, TPreparedMail } from './mail.types.js';

export interface TMailingRecipient {
  to: string;
  locale: TLocale;
  /** What goes in place of the placeholder in this recipient's message. */
  value: string;
}

/** Messages to queue: each group's message once per recipient, with the recipient's value in it. */
export interface TMailing {
  placeholder: string;
  groups: { mail: Omit<TPreparedMail, 'to'>; recipients: { to: string; value: string }[] }[];
}

/** Rendered for the check: an address no message may contain for the rendering to be shared. */
const PROBE_ADDRESS = 'mailing-probe@example.invalid';
const FIELDS = ['subject', 'text', 'html'] as const;

const withoutTo = ({ to: _to, ...mail }: TPreparedMail): Omit<TPreparedMail, 'to'> => mail;

/** Whether `b` is `a` with each `placeholder` replaced by `other`, and `a` names no recipient. */
function onlyValueDiffers(a: TPreparedMail, b: TPreparedMail, placeholder: string, other: string): boolean {
  return (
    a.replyTo === b.replyTo &&
    a.template === b.template &&
    a.locale === b.locale &&
    a.priority === b.priority &&
    FIELDS.every(
      (field) => !a[field].includes(PROBE_ADDRESS) && a[field].split(placeholder).join(other) === b[field],
    )
  );
}

/**
 * The mailing of `request` to `recipients`. `placeholders`: two values shaped as the real ones
 * (two claim numbers no claim has), so that the template treats them as it would a real value, and
 * different at every place where real values differ — so that any part of the value the template
 * shows (its first characters, in capitals…) differs between the two renderings and the check
 * fails. `prepare` answers undefined when a message cannot be rendered: none is queued for it.
 */
export function prepareMailing(
  prepare: (request: TMailRequest) => TPreparedMail | undefined,
  placeholders: readonly [string, string],
  recipients: readonly TMailingRecipient[],
  request: (recipient: TMailingRecipient) => TMailRequest,
): TMailing {
  const [placeholder, other] = placeholders;
  const byLocale = new Map<TLocale, TMailingRecipient[]>();
  for (const r of recipients) {
    const list = byLocale.get(r.locale);
    if (list) list.push(r);
    else byLocale.set(r.locale, [r]);
  }
  const groups: TMailing['groups'] = [];
  for (const [locale, list] of byLocale) {
    const shared = prepare(request({ to: PROBE_ADDRESS, locale, value: placeholder }));
    const check = prepare(request({ to: PROBE_ADDRESS, locale, value: other }));
    if (shared && check && onlyValueDiffers(shared, check, placeholder, other)) {
      groups.push({ mail: withoutTo(shared), recipients: list.map(({ to, value }) => ({ to, value })) });
      continue;
    }
    for (const r of list) {
      const own = prepare(request(r));
      // Rendered with the value itself: no placeholder in it to replace.
      if (own) groups.push({ mail: withoutTo(own), recipients: [{ to: r.to, value: r.value }] });
    }
  }
  return { placeholder, groups };
}
