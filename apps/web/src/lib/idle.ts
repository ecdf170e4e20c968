/** What the helpers below use of `window` (a stand-in in tests). */
export type TIdleWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'
> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>> & {
    document: Pick<Document, 'readyState'>;
  };

/** Runs `task` when the browser is idle (or after a short delay where that API is missing). */
export function whenIdle(task: () => void, timeoutMs = 2000, win: TIdleWindow = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = win.setTimeout(task, 200);
  return () => win.clearTimeout(timer);
}

/** Runs `task` after the window's `load` event, or at once when it has already passed. */
export function afterLoad(task: () => void, win: TIdleWindow = window): () => void {
  if (win.document.readyState === 'complete') {
    task();
    return () => undefined;
  }
  const onLoad = () => task();
  win.addEventListener('load', onLoad, { once: true });
  return () => win.removeEventListener('load', onLoad);
}

export interface TPageIdleOptions {
  /** True while something the page shows is still loading (its data). */
  isBusy: () => boolean;
  /** Calls `onChange` whenever `isBusy` may have changed; returns the unsubscribe. */
  subscribe: (onChange: () => void) => () => void;
  timeoutMs?: number;
  win?: TIdleWindow;
}

/**
 * What says the visitor is using the page: a press, a key, a touch, the wheel or the mouse moving
 * over it. Listened for on the window, in the capture phase, passively. Not `scroll`: the browser
 * scrolls by itself too (a `#fragment`, a restored position); a visitor's scroll starts with a
 * touch, the wheel or a key.
 */
export const FIRST_INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

/** Runs `task` once the visitor first uses the page (`FIRST_INPUT_EVENTS`). Returns a cancel. */
export function afterFirstInput(task: () => void, win: TIdleWindow = window): () => void {
  const options = { capture: true, passive: true } as const;
  const stopListening = () => {
    for (const type of FIRST_INPUT_EVENTS) win.removeEventListener(type, onInput, options);
  };
  function onInput(): void {
    stopListening();
    task();
  }
  for (const type of FIRST_INPUT_EVENTS) win.addEventListener(type, onInput, options);
  return stopListening;
}

/**
 * Runs `task` once, when the visitor is using the page and the browser has nothing better to do:
 * after the visitor's first input (`afterFirstInput`) and the `load` event, then once nothing is
 * loading (`isBusy`), in an idle callback — where it looks again, since a load that depends on the
 * last one (the pair after the directions) may have started meanwhile, and then waits for that
 * too. For work that must not compete with the page's own code and data, nor spend a phone's
 * bytes on a visit that ends on the first screen: warming other pages' chunks
 * (docs/decisions/044-first-screen-main-thread.md). Returns a cancel.
 */
export function whenPageIdle(
  task: () => void,
  { isBusy, subscribe, timeoutMs = 2000, win = window }: TPageIdleOptions,
): () => void {
  let cancelStep: () => void = () => undefined;

  function idle(): void {
    cancelStep = whenIdle(() => (isBusy() ? settle() : task()), timeoutMs, win);
  }

  function settle(): void {
    if (!isBusy()) {
      idle();
      return;
    }
    const unsubscribe = subscribe(() => {
      if (isBusy()) return;
      unsubscribe();
      idle();
    });
    cancelStep = unsubscribe;
  }

  let cancelLoad: () => void = () => undefined;
  const cancelInput = afterFirstInput(() => {
    cancelLoad = afterLoad(settle, win);
  }, win);
  return () => {
    cancelInput();
    cancelLoad();
    cancelStep();
  };
}
