import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

const page = () => createElement('p', null, 'the page');
const render = (Component: ComponentType) =>
  renderToString(createElement(Suspense, { fallback: createElement('i', null, 'waiting') }, createElement(Component)));

describe('lazyPage', () => {
  it('renders a page that is not loaded yet through its Suspense fallback', () => {
    const Page = lazyPage(() => Promise.resolve({ default: page }));
    expect(render(Page)).toContain('waiting');
  });

  it('renders a preloaded page at once, without suspending', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: page }));
    await Page.preload();
    expect(render(Page)).toContain('the page');
  });

  it('downloads a page once, however often it is preloaded', async () => {
    let loads = 0;
    const Page = lazyPage(() => Promise.resolve({ default: page, n: ++loads }));
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('tries a failed download again', async () => {
    let attempts = 0;
    const Page = lazyPage(() =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: page }),
    );
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(attempts).toBe(2);
    expect(render(Page)).toContain('the page');
  });
});
