/**
 * The shipped currency logos draw their letters and signs as outlines: a `<text>` is drawn with
 * whatever font the visitor has, and a sign it lacks (₿, ₮, ɱ) shows as a box.
 */
import { describe, expect, it } from 'vitest';

const LOGOS: Record<string, string> = import.meta.glob('../../../../public/logos/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('shipped logos', () => {
  const files = Object.keys(LOGOS).map((file) => file.split('/').pop() ?? file);

  it('are all there (each currency with and without its background)', () => {
    expect(files.length).toBeGreaterThanOrEqual(36);
  });

  it.each(files)('%s has no text (paths only, no font needed)', (name) => {
    const svg = LOGOS[`../../../../public/logos/${name}`] ?? '';
    expect(svg).not.toMatch(/<text[\s>]/);
    expect(svg).not.toMatch(/font-family|<tspan|<foreignObject/);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });
});
