import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markHydrated } from './prerendered';
import { refreshPublicRead, usePublicRead } from './public-read';

const URL = '/api/site-config';

function Shows() {
  const read = usePublicRead<{ name: string }>(URL);
  return createElement('p', null, read.isLoading ? 'loading' : read.data?.name);
}

afterEach(() => vi.unstubAllGlobals());

describe('usePublicRead', () => {
  it('renders the loading state while the page is hydrated, then what it read for what mounts later', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ name: 'the answer' }))),
    );
    await refreshPublicRead(URL);
    // In Node, as in a prerendered page before React attached to it: the markup has to match the prerender's.
    expect(renderToString(createElement(Shows))).toContain('loading');
    markHydrated();
    // A component that mounts after the hydration shows the answer at once, without a loading step.
    expect(renderToString(createElement(Shows))).toContain('the answer');
  });
});
