import { describe, expect, it } from 'vitest';
import tokens from './tokens.css?raw';

/** The declarations of the first rule whose selector is `selector`, one per line, trimmed. */
function declarationsOf(css: string, selector: string): string[] {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule ${selector}`);
  const body = css.slice(start + selector.length + 2);
  return body
    .slice(0, body.search(/\n\s*}/))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

describe('colour tokens', () => {
  it('gives a page without JavaScript the same dark tokens as the dark theme', () => {
    const dark = declarationsOf(tokens, ":root[data-theme='dark']");
    expect(dark.length).toBeGreaterThan(20);
    expect(declarationsOf(tokens, ':root:not([data-theme])')).toEqual(dark);
  });
});
