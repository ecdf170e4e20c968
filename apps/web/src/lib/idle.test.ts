import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstInput,
  afterLoad,
  FIRST_INPUT_EVENTS,
  whenIdle,
  whenPageIdle,
  type TIdleWindow,
} from './idle';

/** A window whose `load` event and idle callbacks the test fires itself. */
function fakeWindow({ loaded = false, idleApi = true } = {}) {
  const target = new EventTarget();
  const idleCallbacks = new Map<number, IdleRequestCallback>();
  let nextHandle = 1;
  const doc = { readyState: (loaded ? 'complete' : 'interactive') as DocumentReadyState };
  const win: TIdleWindow = {
    document: doc,
    addEventListener: target.addEventListener.bind(target) as Window['addEventListener'],
    removeEventListener: target.removeEventListener.bind(target) as Window['removeEventListener'],
    // The global timers (faked by the tests that need them), typed as the browser's.
    setTimeout: ((task: () => void, ms?: number) => setTimeout(task, ms)) as unknown as Window['setTimeout'],
    clearTimeout: (id?: number) => clearTimeout(id),
    ...(idleApi
      ? {
          requestIdleCallback: (callback: IdleRequestCallback) => {
            const handle = nextHandle++;
            idleCallbacks.set(handle, callback);
            return handle;
          },
          cancelIdleCallback: (handle: number) => {
            idleCallbacks.delete(handle);
          },
        }
      : {}),
  };
  return {
    win,
    /** The visitor uses the page (a press, by default). */
    input(type: string = 'pointerdown') {
      target.dispatchEvent(new Event(type));
    },
    load() {
      doc.readyState = 'complete';
      target.dispatchEvent(new Event('load'));
    },
    /** Runs the idle callbacks asked for so far; returns how many ran. */
    idle() {
      const pending = [...idleCallbacks.values()];
      idleCallbacks.clear();
      for (const callback of pending) callback({ didTimeout: false, timeRemaining: () => 50 });
      return pending.length;
    },
    pendingIdle: () => idleCallbacks.size,
  };
}

/** A stand-in for the query client: busy while `loads` > 0, telling its subscribers of changes. */
function fakeLoads(loads = 0) {
  const listeners = new Set<() => void>();
  return {
    isBusy: () => loads > 0,
    subscribe: (onChange: () => void) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    set(count: number) {
      loads = count;
      for (const listener of [...listeners]) listener();
    },
    listeners: () => listeners.size,
  };
}

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task in an idle callback, and not once cancelled', () => {
    const page = fakeWindow();
    const task = vi.fn();
    whenIdle(task, 2000, page.win);
    expect(task).not.toHaveBeenCalled();
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled, 2000, page.win)();
    expect(page.idle()).toBe(0);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('falls back to a short timer without requestIdleCallback', () => {
    const page = fakeWindow({ idleApi: false });
    const task = vi.fn();
    whenIdle(task, 2000, page.win);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('afterLoad', () => {
  it('waits for the load event, or runs at once when it has passed', () => {
    const page = fakeWindow();
    const task = vi.fn();
    afterLoad(task, page.win);
    expect(task).not.toHaveBeenCalled();
    page.load();
    expect(task).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    afterLoad(late, page.win);
    expect(late).toHaveBeenCalledTimes(1);
  });
});

describe('afterFirstInput', () => {
  it.each(FIRST_INPUT_EVENTS)('runs the task once, on the first %s', (type) => {
    const page = fakeWindow({ loaded: true });
    const task = vi.fn();
    afterFirstInput(task, page.win);
    expect(task).not.toHaveBeenCalled();
    page.input(type);
    page.input(type);
    page.input('keydown');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('takes no scroll for an input: the browser scrolls by itself too', () => {
    const page = fakeWindow({ loaded: true });
    const task = vi.fn();
    afterFirstInput(task, page.win);
    page.input('scroll');
    expect(task).not.toHaveBeenCalled();
  });

  it('runs nothing once cancelled', () => {
    const page = fakeWindow({ loaded: true });
    const task = vi.fn();
    afterFirstInput(task, page.win)();
    page.input();
    expect(task).not.toHaveBeenCalled();
  });
});

describe('whenPageIdle (route preloads)', () => {
  it('starts nothing while the visitor has not used the page, loaded and idle as it is', () => {
    const page = fakeWindow({ loaded: true });
    const task = vi.fn();
    whenPageIdle(task, { ...fakeLoads(), win: page.win });
    expect(page.pendingIdle()).toBe(0);
    expect(page.idle()).toBe(0);
    page.input('wheel');
    expect(page.idle()).toBe(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts nothing before the load event, then waits for an idle moment', () => {
    const page = fakeWindow();
    const loads = fakeLoads();
    const task = vi.fn();
    whenPageIdle(task, { ...loads, win: page.win });
    page.input();
    expect(page.pendingIdle()).toBe(0);
    expect(page.idle()).toBe(0);
    page.load();
    expect(task).not.toHaveBeenCalled();
    expect(page.idle()).toBe(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits while the page’s data loads (the first quote), even after the load event', () => {
    const page = fakeWindow({ loaded: true });
    const loads = fakeLoads(2);
    const task = vi.fn();
    whenPageIdle(task, { ...loads, win: page.win });
    page.input('keydown');
    expect(page.pendingIdle()).toBe(0);
    loads.set(1);
    expect(page.pendingIdle()).toBe(0);
    loads.set(0);
    expect(loads.listeners()).toBe(0);
    expect(page.idle()).toBe(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('looks again in the idle callback: a load started since then is waited for too', () => {
    const page = fakeWindow({ loaded: true });
    const loads = fakeLoads();
    const task = vi.fn();
    whenPageIdle(task, { ...loads, win: page.win });
    page.input('touchstart');
    loads.set(1); // the pair, asked for once the directions came
    page.idle();
    expect(task).not.toHaveBeenCalled();
    loads.set(0);
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
    // Once only.
    loads.set(1);
    loads.set(0);
    expect(page.idle()).toBe(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled at every step', () => {
    const beforeLoad = fakeWindow();
    const task = vi.fn();
    whenPageIdle(task, { ...fakeLoads(), win: beforeLoad.win })();
    beforeLoad.input();
    beforeLoad.load();
    expect(beforeLoad.idle()).toBe(0);

    const busy = fakeLoads(1);
    const whileBusy = fakeWindow({ loaded: true });
    const cancelBusy = whenPageIdle(task, { ...busy, win: whileBusy.win });
    whileBusy.input();
    cancelBusy();
    expect(busy.listeners()).toBe(0);
    busy.set(0);
    expect(whileBusy.idle()).toBe(0);

    const waitingForIdle = fakeWindow({ loaded: true });
    const cancelIdle = whenPageIdle(task, { ...fakeLoads(), win: waitingForIdle.win });
    waitingForIdle.input();
    cancelIdle();
    expect(waitingForIdle.idle()).toBe(0);
    expect(task).not.toHaveBeenCalled();
  });
});
