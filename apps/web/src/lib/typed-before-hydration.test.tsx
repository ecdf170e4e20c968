import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayTypedBeforeHydration } from './typed-before-hydration';

function Form({ onState }: { onState: (state: { amount: string; agree: boolean }) => void }) {
  const [amount, setAmount] = useState('0.001');
  const [agree, setAgree] = useState(false);
  onState({ amount, agree });
  return (
    <form>
      <input data-testid="amount" value={amount} onChange={(event) => setAmount(event.target.value)} />
      <input
        data-testid="agree"
        type="checkbox"
        checked={agree}
        onChange={(event) => setAgree(event.target.checked)}
      />
      <input data-testid="untouched" value="same" readOnly />
    </form>
  );
}

/** Hydrates the server's form in `container`; `state()` is what the form holds. */
async function hydrateForm(container: HTMLElement) {
  let current = { amount: '', agree: false };
  const root = await act(async () =>
    hydrateRoot(
      container,
      <Form
        onState={(next) => {
          current = next;
        }}
      />,
    ),
  );
  return { root, state: () => current };
}

describe('what was typed before hydration', () => {
  let container: HTMLDivElement;
  afterEach(() => container.remove());

  it('reaches the state of the hydrated form; untouched fields are left alone', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Form onState={() => undefined} />);
    document.body.append(container);
    // The visitor types and ticks before the scripts have run.
    const amount = container.querySelector<HTMLInputElement>('[data-testid="amount"]')!;
    const agree = container.querySelector<HTMLInputElement>('[data-testid="agree"]')!;
    amount.value = '0.7';
    agree.checked = true;

    const { root, state } = await hydrateForm(container);
    // Hydrated, React still holds the server's values.
    expect(state()).toEqual({ amount: '0.001', agree: false });

    let replayed = 0;
    await act(async () => {
      replayed = replayTypedBeforeHydration(container);
    });
    expect(replayed).toBe(2);
    expect(state()).toEqual({ amount: '0.7', agree: true });
    expect(amount.value).toBe('0.7');
    expect(agree.checked).toBe(true);
    // Nothing more to hand on the second time.
    expect(replayTypedBeforeHydration(container)).toBe(0);
    root.unmount();
  });

  it('hands on only the fields the visitor changed, not one the app wrote meanwhile', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Form onState={() => undefined} />);
    document.body.append(container);
    const amount = container.querySelector<HTMLInputElement>('[data-testid="amount"]')!;
    const agree = container.querySelector<HTMLInputElement>('[data-testid="agree"]')!;
    // The visitor ticks the box; the amount differs from the server's because something else wrote it.
    agree.checked = true;
    amount.value = '0.9';

    const { root, state } = await hydrateForm(container);
    let replayed = 0;
    await act(async () => {
      replayed = replayTypedBeforeHydration(container, [agree]);
    });
    expect(replayed).toBe(1);
    expect(state()).toEqual({ amount: '0.001', agree: true });
    root.unmount();
  });
});
