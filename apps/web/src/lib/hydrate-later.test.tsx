// The browser build's runtime is Preact (docs/decisions/038-preact-runtime.md) and what is tested
// here is Preact's hydration: `react` is Preact's compat layer in this file, as in the build.
import { hydrate, render } from 'preact';
import { useState } from 'preact/hooks';
import { renderToString } from 'preact-render-to-string';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater, hydrateFirstPart, hydrateTheRest, partsLeft } from './hydrate-later';

vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'));

const log: string[] = [];

function Part({ name }: { name: string }) {
  const [presses, setPresses] = useState(0);
  log.push(`render ${name}`);
  return (
    <button type="button" data-name={name} onClick={() => setPresses(presses + 1)}>
      {name} {presses}
    </button>
  );
}

function Page({ nested = false }: { nested?: boolean }) {
  return (
    <main>
      <Part name="form" />
      <HydrateLater>
        <Part name="header" />
      </HydrateLater>
      <p>between</p>
      {nested ? (
        <HydrateLater>
          <section>
            <Part name="outer" />
            <HydrateLater>
              <Part name="inner" />
            </HydrateLater>
          </section>
        </HydrateLater>
      ) : null}
      <HydrateLater>
        <Part name="footer" />
      </HydrateLater>
    </main>
  );
}

/** A task boundary the test can see in the log. */
async function nextTask(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  log.push('task');
}

const button = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLButtonElement>(`[data-name="${name}"]`) as HTMLButtonElement;

/** A page as the server sends it. */
function serverPage(nested = false): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Page nested={nested} />);
  document.body.append(root);
  log.length = 0;
  return root;
}

describe('HydrateLater', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    log.length = 0;
  });

  it('renders its part on the server as if it were not there', () => {
    expect(renderToString(<Page />)).toBe(
      '<main><button type="button" data-name="form">form 0</button>' +
        '<button type="button" data-name="header">header 0</button><p>between</p>' +
        '<button type="button" data-name="footer">footer 0</button></main>',
    );
  });

  it('leaves its parts as the server drew them in the first pass, then hydrates one a task, in order', async () => {
    const root = serverPage();
    const markup = root.innerHTML;
    const nodes = [...root.querySelectorAll('*')];

    hydrateFirstPart(() => hydrate(<Page />, root));
    expect(log).toEqual(['render form']);
    expect(partsLeft()).toBe(2);
    expect(root.innerHTML).toBe(markup);
    // Not hydrated yet: a press does nothing.
    button(root, 'header').click();
    await Promise.resolve();
    expect(button(root, 'header').textContent).toBe('header 0');
    // The first pass is: its press counts.
    button(root, 'form').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button(root, 'form').textContent).toBe('form 1');
    log.length = 0;

    await hydrateTheRest(nextTask);
    expect(log).toEqual(['task', 'render header', 'task', 'render footer', 'task']);
    expect(partsLeft()).toBe(0);
    // Hydrated in place: the server's elements are kept, none added.
    expect([...root.querySelectorAll('*')]).toEqual(nodes);
    button(root, 'header').click();
    button(root, 'footer').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button(root, 'header').textContent).toBe('header 1');
    expect(button(root, 'footer').textContent).toBe('footer 1');
  });

  it('hydrates a part inside a part right after it, then the next part', async () => {
    const root = serverPage(true);
    const markup = root.innerHTML;
    hydrateFirstPart(() => hydrate(<Page nested />, root));
    expect(log).toEqual(['render form']);
    log.length = 0;

    await hydrateTheRest(nextTask);
    expect(log).toEqual([
      'task',
      'render header',
      'task',
      'render outer',
      'task',
      'render inner',
      'task',
      'render footer',
      'task',
    ]);
    expect(root.innerHTML).toBe(markup);
    button(root, 'inner').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button(root, 'inner').textContent).toBe('inner 1');
  });

  it('never suspends a part again once it has rendered', async () => {
    const root = serverPage();
    hydrateFirstPart(() => hydrate(<Page />, root));
    await hydrateTheRest(nextTask);
    log.length = 0;
    // The page renders again while parts are being deferred (another part hydrating): its own
    // parts, drawn already, stay drawn.
    hydrateFirstPart(() => render(<Page />, root));
    expect(log).toEqual(['render form', 'render header', 'render footer']);
    expect(partsLeft()).toBe(0);
    expect(button(root, 'header').textContent).toBe('header 0');
  });

  it('renders its part at once outside the first pass of a hydration', async () => {
    const root = document.createElement('div');
    render(<Page />, root);
    expect(log).toEqual(['render form', 'render header', 'render footer']);
    expect(partsLeft()).toBe(0);
    await hydrateTheRest(nextTask);
    expect(log.slice(3)).toEqual(['task']);
  });
});
