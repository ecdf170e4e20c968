/** The error message tied to an input through `aria-describedby`, or null when it has none. */
export function errorOf(input: HTMLElement): string | null {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
