import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPress, watchPresses } from './after-press';

describe('afterPress', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once when nothing is pressed (a field left with the Tab key)', () => {
    watchPresses();
    const fn = vi.fn();
    afterPress(fn);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits while a button is held, and runs after the click that follows the release', () => {
    vi.useFakeTimers();
    watchPresses();
    const order: string[] = [];
    document.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    afterPress(() => order.push('message'));
    expect(order).toEqual([]);
    document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    order.push('click');
    vi.runAllTimers();
    expect(order).toEqual(['click', 'message']);
  });

  it('does not wait for ever for a release that never comes', () => {
    vi.useFakeTimers();
    watchPresses();
    const fn = vi.fn();
    document.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    afterPress(fn);
    vi.advanceTimersByTime(1_499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    // The next field left without a press shows its message at once.
    const next = vi.fn();
    afterPress(next);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
