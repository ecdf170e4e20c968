// The browser build's runtime itself (not the unit tests' React): Preact's own hydration.
import { h, hydrate, options, render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRATION_MISMATCH, reportHydrationMismatches } from './hydration-check';
import { compareFirstRender } from './hydration-compare';

describe('hydration problems', () => {
  let container: HTMLDivElement;
  let errors: ReturnType<typeof vi.spyOn>;
  const hook = options as { __m?: unknown };
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    render(null, container);
    container.remove();
    errors.mockRestore();
    delete hook.__m;
  });

  it('reports an element Preact has to create because the server’s markup lacks it', () => {
    reportHydrationMismatches();
    container.innerHTML = '<main><p>text</p></main>';
    hydrate(h('main', null, h('p', null, 'text')), container);
    expect(errors).not.toHaveBeenCalled();

    render(null, container);
    container.innerHTML = '<main><p>text</p></main>';
    hydrate(h('main', null, h('section', null, 'text')), container);
    expect(errors).toHaveBeenCalledWith(HYDRATION_MISMATCH, expect.stringContaining('<section>'));
  });

  it('compares the server’s markup with the first render, attributes and text included', () => {
    const server = '<a href="/en/rules" class="x">EN</a><input type="radio" value="dark">';
    expect(
      compareFirstRender(
        server,
        '<a href="/en/rules" class="x">EN</a><input type="radio" value="dark">',
        document,
      ),
    ).toBe(true);
    // Quoting and escaping as the browser serialises them are not differences.
    expect(compareFirstRender('<p title="a>b">x &gt; y</p>', "<p title='a>b'>x > y</p>", document)).toBe(
      true,
    );
    expect(errors).not.toHaveBeenCalled();

    expect(compareFirstRender(server, server.replace('/en/rules', '/en/rules#top'), document)).toBe(false);
    expect(compareFirstRender(server, server.replace('value="dark"', 'value="dark" checked'), document)).toBe(
      false,
    );
    expect(compareFirstRender('<time>22 д 13:43:29</time>', '<time>22 д 13:43:28</time>', document)).toBe(
      false,
    );
    expect(errors).toHaveBeenCalledTimes(3);
    expect(errors.mock.calls[0]?.[0]).toBe(HYDRATION_MISMATCH);
    expect(String(errors.mock.calls[0]?.[1])).toContain('/en/rules#top');
  });
});
