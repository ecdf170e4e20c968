/**
 * What a visitor typed into a server-rendered form before the page was hydrated
 * (docs/decisions/034-server-rendering.md). React hydrates an input with whatever it holds but keeps
 * its own state, so the typed text would be thrown away at the next render. Called once hydration
 * has committed, this hands each such change to React as the input event it missed.
 */

/** Sets a field's value underneath React's watch (the prototype's setter, not the element's). */
function setUnwatched(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Reflect.set(proto, 'value', value, field);
}

const handed = new WeakSet<ParentNode>();

declare global {
  interface Window {
    /** The fields the visitor typed into or ticked since the page opened (public/theme-init.js). */
    __typedBeforeHydration?: EventTarget[];
  }
}

const CHOICE = new Set(['checkbox', 'radio']);
const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

/**
 * For each field of `root` whose value differs from the one the server sent (its `value` attribute,
 * or `checked` for a box), makes React see the change: its value is put back as React knows it
 * (through the element, which React watches), set to what the visitor typed underneath React's
 * watch, and announced with the event React listens to (a box is clicked again). With `only`, just
 * those fields (the ones the visitor typed into or ticked: `public/theme-init.js` keeps them in
 * `window.__typedBeforeHydration`), not one the app wrote itself meanwhile. Returns how many fields
 * were handed on.
 */
export function replayTypedBeforeHydration(root: ParentNode, only?: readonly EventTarget[]): number {
  // Once per page (an effect may run twice): a second pass would click a ticked box off again.
  if (handed.has(root)) return 0;
  handed.add(root);
  // All read first: handing on one change re-renders the form, which puts the others back.
  const changed: { field: HTMLInputElement | HTMLTextAreaElement; typed: string | boolean }[] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (only && !only.includes(field)) continue;
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    if (field instanceof HTMLInputElement && CHOICE.has(field.type)) {
      // A box ticked or a choice made; a radio left by another choice of its group is that one's.
      if (field.checked !== field.defaultChecked && (field.type !== 'radio' || field.checked))
        changed.push({ field, typed: field.checked });
    } else if (field.value !== field.defaultValue) changed.push({ field, typed: field.value });
  }
  for (const { field, typed } of changed) {
    if (typeof typed === 'boolean') {
      // Put back as React knows it, then clicked as the visitor did.
      (field as HTMLInputElement).checked = !typed;
      field.click();
    } else {
      field.value = field.defaultValue;
      setUnwatched(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  return changed.length;
}
