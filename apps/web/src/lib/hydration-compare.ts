/**
 * The browser tests' comparison of a server-rendered page's markup with the browser's first render
 * (`hydration-check.ts`): loaded by `src/main.tsx` only when the tests ask for it, with the string
 * renderer.
 */
import { HYDRATION_MISMATCH } from './hydration-check';

/** The markup as the browser serialises it (attributes' quoting and escaping made alike). */
function normalised(html: string, doc: Document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

/**
 * Compares the server's markup (`serverHtml`, `#root`'s content before hydration) with the first
 * render drawn to a string (`clientHtml`); logs the first difference with what surrounds it.
 * Returns whether they are the same.
 */
export function compareFirstRender(serverHtml: string, clientHtml: string, doc: Document): boolean {
  const server = normalised(serverHtml, doc);
  const client = normalised(clientHtml, doc);
  if (server === client) return true;
  let at = 0;
  while (at < server.length && server[at] === client[at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 120), at + 120));
  console.error(
    HYDRATION_MISMATCH,
    `the first render differs from the server's markup at ${at}: server ${around(server)}, browser ${around(client)}`,
  );
  return false;
}
