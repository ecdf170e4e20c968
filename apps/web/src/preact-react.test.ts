// The builds' `react` (src/preact-react.ts) with Preact itself, not the unit tests' React.
import { h, hydrate, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrationEnds, hydrationStarts } from '@/lib/hydration-phase';
import { useSyncExternalStore } from './preact-react';

describe('useSyncExternalStore in the builds', () => {
  const container = document.createElement('div');
  afterEach(() => {
    render(null, container);
    hydrationEnds();
  });

  let value = 'browser';
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function Shown({ server }: { server?: boolean }) {
    const shown = useSyncExternalStore(subscribe, () => value, server ? () => 'server' : undefined);
    return h('p', null, shown);
  }

  it('draws the server snapshot while the page hydrates, then the store’s', async () => {
    container.innerHTML = '<p>server</p>';
    hydrationStarts();
    await act(() => hydrate(h(Shown, { server: true }), container));
    expect(container.innerHTML).toBe('<p>server</p>');
    await act(() => hydrationEnds());
    expect(container.innerHTML).toBe('<p>browser</p>');

    await act(() => {
      value = 'changed';
      for (const listener of listeners) listener();
    });
    expect(container.innerHTML).toBe('<p>changed</p>');
    value = 'browser';
  });

  it('reads the store at once in a page the browser renders, or without a server snapshot', async () => {
    await act(() => render(h(Shown, { server: true }), container));
    expect(container.innerHTML).toBe('<p>browser</p>');
    render(null, container);
    hydrationStarts();
    await act(() => render(h(Shown, { server: false }), container));
    expect(container.innerHTML).toBe('<p>browser</p>');
  });
});
