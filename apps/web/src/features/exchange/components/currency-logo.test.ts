/**
 * The shipped currency logos draw their letters and signs as outlines: a `<text>` is drawn with
 * whatever font the visitor has, and a sign it lacks (₿, ₮, ɱ) shows as a box.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOGOS = path.resolve(import.meta.dirname, '../../../../public/logos');

describe('shipped logos', () => {
  const files = readdirSync(LOGOS).filter((name) => name.endsWith('.svg'));

  it('are all there (each currency with and without its background)', () => {
    expect(files.length).toBeGreaterThanOrEqual(36);
  });

  it.each(files)('%s has no text (paths only, no font needed)', (name) => {
    const svg = readFileSync(path.join(LOGOS, name), 'utf8');
    expect(svg).not.toMatch(/<text[\s>]/);
    expect(svg).not.toMatch(/font-family|<tspan|<foreignObject/);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });
});
