/**
 * The `Idempotency-Key` of a form's submission (docs/decisions/028): a fresh random key for new
 * content, the same key while the same content is sent again (a retry after a network error, the
 * button pressed again), forgotten once the submission has succeeded. The server then makes the
 * record once, however often the answer is lost.
 */
import { useState } from 'react';

/** A random UUID v4; `crypto.randomUUID` exists only on secure origins, `getRandomValues` everywhere. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface TSubmissionKey {
  /** The key to send `content` with: the previous one while the content is the same. */
  keyFor: (content: unknown) => string;
  /** The submission succeeded: the next one, even of the same content, is a new request. */
  forget: () => void;
}

export function createSubmissionKey(makeKey: () => string = randomKey): TSubmissionKey {
  let current: { content: string; key: string } | null = null;
  return {
    keyFor: (content) => {
      const text = JSON.stringify(content);
      if (current?.content !== text) current = { content: text, key: makeKey() };
      return current.key;
    },
    forget: () => {
      current = null;
    },
  };
}

/** One submission key for the life of a form (its state lives outside React's: it never renders). */
export function useSubmissionKey(): TSubmissionKey {
  const [submission] = useState(createSubmissionKey);
  return submission;
}
