/**
 * Whether the visitor is typing: a text field of the page has the focus. Something that would take
 * the focus away on its own (a pair's notice modal) waits while this is true, for the focus leaving
 * a field clamps its amount and drops the next keystrokes (docs/decisions/035-exchange-screen-details.md).
 * The field counts as left once the press that left it has ended (`afterPress`), so that nothing
 * opens between a tap's mousedown and its click.
 */
import { useSyncExternalStore } from 'react';
import { afterPress } from './after-press';

const NOT_TYPED = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'image',
  'file',
  'hidden',
  'range',
  'color',
]);

export function isTextField(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return !target.readOnly && !target.disabled;
  return (
    target instanceof HTMLInputElement && !NOT_TYPED.has(target.type) && !target.readOnly && !target.disabled
  );
}

let typing = false;
let watching = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === typing) return;
  typing = next;
  listeners.forEach((listener) => listener());
}

/** Starts following the focus (once, in the browser; called at start-up and by `useTyping`). */
export function watchTyping(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  typing = isTextField(document.activeElement);
  // Typing starts at once; it ends (below) only once the press that moved the focus has ended.
  document.addEventListener(
    'focusin',
    (event) => {
      if (isTextField(event.target)) set(true);
    },
    true,
  );
  document.addEventListener(
    'focusout',
    (event) => {
      if (isTextField(event.relatedTarget)) return;
      afterPress(() => set(isTextField(document.activeElement)));
    },
    true,
  );
}

function subscribe(listener: () => void): () => void {
  watchTyping();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a text field has the focus; false on the server and while the page hydrates. */
export function useTyping(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (watching ? typing : isTextField(document.activeElement)),
    () => false,
  );
}
