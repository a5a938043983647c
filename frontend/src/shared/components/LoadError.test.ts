import { createElement, isValidElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import LoadError, { type LoadErrorProps } from './LoadError';

const query = (isFetching: boolean) => ({ refetch: vi.fn(), isFetching });
const html = (props: LoadErrorProps) => renderToString(createElement(LoadError, props));

/** The Retry button element LoadError hands to the alert. */
function retryButton(props: LoadErrorProps): ReactElement<{ onClick: () => void; disabled: boolean }> {
  const alert = LoadError(props) as ReactElement<{ action: unknown }>;
  const action = alert.props.action;
  if (!isValidElement(action)) throw new Error('no Retry button');
  return action as ReactElement<{ onClick: () => void; disabled: boolean }>;
}

describe('LoadError', () => {
  it('says what failed, as an alert with a Retry button', () => {
    const out = html({ what: 'leads', query: query(false) });
    expect(out).toContain('role="alert"');
    expect(out).toContain('Failed to load leads');
    expect(out).toMatch(/<button[^>]*type="button"[^>]*>.*Retry.*<\/button>/s);
    expect(out).not.toMatch(/<button[^>]*disabled/);
  });

  it('Retry asks again, and is disabled while the new attempt runs', () => {
    const idle = query(false);
    retryButton({ what: 'videos', query: idle }).props.onClick();
    expect(idle.refetch).toHaveBeenCalledTimes(1);
    expect(retryButton({ what: 'videos', query: query(true) }).props.disabled).toBe(true);
    expect(html({ what: 'videos', query: query(true) })).toMatch(/<button[^>]*disabled/);
  });
});
