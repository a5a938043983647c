import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

const page = () => createElement('p', null, 'the page');
const render = (Component: ComponentType) =>
  renderToString(createElement(Suspense, { fallback: createElement('i', null, 'waiting') }, createElement(Component)));

describe('lazyComponent', () => {
  it('renders a page that is not loaded yet through its Suspense fallback', () => {
    const Piece = lazyComponent(() => Promise.resolve({ default: page }));
    expect(render(Piece)).toContain('waiting');
  });

  it('renders a preloaded page at once, without suspending', async () => {
    const Piece = lazyComponent(() => Promise.resolve({ default: page }));
    await Piece.preload();
    expect(render(Piece)).toContain('the page');
  });

  it('downloads a page once, however often it is preloaded', async () => {
    let loads = 0;
    const Piece = lazyComponent(() => Promise.resolve({ default: page, n: ++loads }));
    await Promise.all([Piece.preload(), Piece.preload()]);
    await Piece.preload();
    expect(loads).toBe(1);
  });

  it('tries a failed download again', async () => {
    let attempts = 0;
    const Piece = lazyComponent(() =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: page }),
    );
    await expect(Piece.preload()).rejects.toThrow('offline');
    await Piece.preload();
    expect(attempts).toBe(2);
    expect(render(Piece)).toContain('the page');
  });
});
