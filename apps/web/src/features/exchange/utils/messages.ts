import type { TMessageKey, TTranslate, TVars } from '@/lib/i18n';

export { requisiteMessageKey } from '@/lib/requisite-messages';

/** A text of the exchange screen still to be translated: a key with its variables. */
export interface TMessage {
  key: TMessageKey;
  vars?: TVars;
}

/** The text to show: a message translated, a server's text as it came, nothing for null. */
export function say(t: TTranslate, message: TMessage | string | null): string | null {
  if (message === null) return null;
  return typeof message === 'string' ? message : t(message.key, message.vars);
}
