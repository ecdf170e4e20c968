/**
 * Parts of a server-rendered page hydrated after the rest, each in a task of its own
 * (docs/decisions/044-first-screen-main-thread.md). Preact hydrates a whole tree in one task; on a
 * phone that task is long enough to block a tap. The first pass hydrates the page's frame; the
 * header, the exchange form and each of its sides, the footer… follow, a task each.
 *
 * How: during the first pass (`hydrateFirstPart`) a `HydrateLater` part suspends. Preact keeps the
 * server's markup of a part that suspends while hydrating, and hydrates it when its promise
 * resolves (its `Suspense` boundary renders it again). `hydrateTheRest` resolves them one task
 * after the other, in the page's order; a part inside a part suspends while its outer part
 * hydrates, and follows it. Anywhere else (the server's render, a page the browser renders
 * itself, a later render) a part renders at once, as a plain `Suspense` around it would; a part
 * that has rendered never suspends again.
 *
 * A part must render exactly one element on the server: Preact keeps the one DOM node a suspended
 * part starts at.
 */
import { Suspense, type ReactNode } from 'react';

let deferring = false;
/** More parts than a page has: past it, `hydrateTheRest` stops deferring. */
const MAX_TURNS = 500;
const waiting: (() => void)[] = [];

/** What a part keeps on its Preact component instance (`this` of a function component there). */
interface TGate {
  hydrateLaterOpen?: boolean;
  hydrateLaterPending?: Promise<void>;
}

function Gate(this: TGate | undefined, { children }: { children: ReactNode }): ReactNode {
  // Only while a hydration is deferring parts, and only before this part has rendered: a part
  // already drawn never suspends again. Without an instance (React DOM) it never suspends.
  if (deferring && this && !this.hydrateLaterOpen) {
    this.hydrateLaterPending ??= new Promise<void>((resolve) => {
      waiting.push(() => {
        this.hydrateLaterOpen = true;
        resolve();
      });
    });
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- suspending: the boundary waits for the promise thrown
    throw this.hydrateLaterPending;
  }
  if (this) this.hydrateLaterOpen = true;
  return children;
}

/** A part hydrated after the first pass, in a task of its own (see above). */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

/** Runs `hydrate` (synchronous, as Preact's is) with every `HydrateLater` part left for later. */
export function hydrateFirstPart(hydrate: () => void): void {
  deferring = true;
  try {
    hydrate();
  } finally {
    deferring = false;
  }
}

/** How many parts wait to be hydrated (for tests). */
export function partsLeft(): number {
  return waiting.length;
}

/**
 * Hydrates the parts left, one after `nextTask()` each, in the order the first pass met them; a
 * part met inside another (while it hydrates) comes right after it. Resolves once the last has
 * rendered.
 */
export async function hydrateTheRest(nextTask: () => Promise<void>): Promise<void> {
  let queued = waiting.length;
  for (let turn = 0; ; turn += 1) {
    await nextTask();
    deferring = false;
    if (turn === MAX_TURNS) {
      // Never expected: a part that keeps suspending. What is left is hydrated at once.
      for (const release of waiting.splice(0)) release();
      await nextTask();
      return;
    }
    // The parts the last one met inside itself go first, in their order.
    waiting.unshift(...waiting.splice(queued));
    const release = waiting.shift();
    if (!release) return;
    queued = waiting.length;
    // The boundary renders the part again in this task (a resolved promise's callbacks, then
    // Preact's render queue, are microtasks); parts inside it are left for later in turn.
    deferring = true;
    release();
  }
}
