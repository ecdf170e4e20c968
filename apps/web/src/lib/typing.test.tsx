import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchPresses } from './after-press';
import { isTextField, useTyping } from './typing';

describe('useTyping', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('knows a text field from a box or a button', () => {
    const field = document.createElement('input');
    const box = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const locked = Object.assign(document.createElement('input'), { readOnly: true });
    expect([field, box, locked, document.createElement('button')].map(isTextField)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('is true while a text field has the focus, and ends after the press that left it', () => {
    vi.useFakeTimers();
    watchPresses(); // as at start-up (src/main.tsx)
    const field = document.createElement('input');
    const box = Object.assign(document.createElement('input'), { type: 'checkbox' });
    document.body.append(field, box);
    const { result } = renderHook(() => useTyping());
    expect(result.current).toBe(false);
    act(() => field.focus());
    expect(result.current).toBe(true);

    // A tap on the box: the focus moves on mousedown, the typing ends after the click.
    act(() => {
      document.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      box.focus();
    });
    expect(result.current).toBe(true);
    act(() => {
      document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      vi.runAllTimers();
    });
    expect(result.current).toBe(false);
  });
});
