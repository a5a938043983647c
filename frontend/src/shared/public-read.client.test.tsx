// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshPublicRead, usePublicRead } from './public-read';

/** The landing app's plain client: one request per address for the whole page, and refresh for every reader. */
function Shows({ url, label }: { url: string; label: string }) {
  const read = usePublicRead<{ name: string }>(url);
  return <p>{`${label}: ${read.isLoading ? 'loading' : read.isError ? 'failed' : read.data?.name}`}</p>;
}

/** A fetch that answers `names` in turn (the last one from then on), each as JSON. */
function answers(...names: (string | Error)[]) {
  let n = 0;
  const fetchImpl = vi.fn((_url: string, _init: RequestInit) => {
    const next = names[Math.min(n++, names.length - 1)];
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(Response.json({ name: next }));
  });
  vi.stubGlobal('fetch', fetchImpl);
  return fetchImpl;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('usePublicRead (the landing app client)', () => {
  it('asks once for an address however many components read it', async () => {
    const fetchImpl = answers('first');
    render(
      <>
        <Shows url="/api/one" label="a" />
        <Shows url="/api/one" label="b" />
      </>,
    );
    await screen.findByText('a: first');
    await screen.findByText('b: first');
    render(<Shows url="/api/one" label="c" />); // mounted later: the answer at once, no new request
    expect(screen.getByText('c: first')).toBeTruthy();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('a refresh reads again and updates every component showing the address', async () => {
    const fetchImpl = answers('old', 'new');
    render(
      <>
        <Shows url="/api/two" label="a" />
        <Shows url="/api/two" label="b" />
      </>,
    );
    await screen.findByText('a: old');
    await act(() => refreshPublicRead('/api/two', { fromServer: true }));
    await waitFor(() => expect(screen.getByText('a: new')).toBeTruthy());
    expect(screen.getByText('b: new')).toBeTruthy();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    // fromServer skips the browser's copy of the anonymous answer.
    expect(new Headers(fetchImpl.mock.calls[1][1].headers).get('Cache-Control')).toBe('no-cache');
    expect(new Headers(fetchImpl.mock.calls[0][1].headers).get('Cache-Control')).toBeNull();
  });

  it('a refresh that fails keeps what was shown; a first read that fails says so', async () => {
    answers('kept', new Error('offline'));
    render(<Shows url="/api/three" label="a" />);
    await screen.findByText('a: kept');
    await act(() => refreshPublicRead('/api/three'));
    expect(screen.getByText('a: kept')).toBeTruthy();

    answers(new Error('offline'));
    render(<Shows url="/api/four" label="b" />);
    await screen.findByText('b: failed');
  });

  it('an older answer arriving after a newer one is dropped', async () => {
    let releaseFirst!: (r: Response) => void;
    const fetchImpl = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (releaseFirst = resolve)))
      .mockImplementationOnce(() => Promise.resolve(Response.json({ name: 'newer' })));
    vi.stubGlobal('fetch', fetchImpl);
    render(<Shows url="/api/five" label="a" />);
    await act(() => refreshPublicRead('/api/five'));
    await screen.findByText('a: newer');
    await act(() => Promise.resolve(releaseFirst(Response.json({ name: 'older' }))));
    expect(screen.getByText('a: newer')).toBeTruthy();
  });
});
