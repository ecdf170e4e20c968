/**
 * Runs a change of layout after the press in progress, if any, has ended.
 *
 * A field shows its problem when it is left. Leaving it by pressing another control (a tap on a
 * phone is a mousedown, a mouseup and a click) moves the focus on the mousedown; a message that
 * appears then pushes what is below it down before the mouseup, so the click lands beside the
 * control that was pressed and the tap is lost (the agreement checkbox under the e-mail field,
 * docs/architecture.md#exchange-flow). While a button is held, `afterPress` waits until it is
 * released and its click has been handled; otherwise (the Tab key) it runs at once.
 */

/** Longest wait for the release (a press that never ends, e.g. released outside the window). */
const RELEASE_TIMEOUT_MS = 1_500;

let pressed = false;
let waiting: (() => void)[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function flush(): void {
  pressed = false;
  clearTimeout(timer);
  timer = undefined;
  const run = waiting;
  waiting = [];
  for (const fn of run) fn();
}

function release(): void {
  if (!pressed) return;
  pressed = false;
  // The click follows the mouseup in the same task: run after it.
  if (waiting.length > 0) setTimeout(flush, 0);
}

let listening = false;

/** Starts watching presses (once, in the browser; called at start-up and by `afterPress`). */
export function watchPresses(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('mousedown', () => (pressed = true), true);
  document.addEventListener('mouseup', release, true);
  document.addEventListener('dragend', release, true);
  document.addEventListener('pointercancel', release, true);
}

export function afterPress(fn: () => void): void {
  watchPresses();
  if (!pressed) {
    fn();
    return;
  }
  waiting.push(fn);
  timer ??= setTimeout(flush, RELEASE_TIMEOUT_MS);
}
