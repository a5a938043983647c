// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TYPING_DELAY_MS, useTypingSettled } from './use-typing-settled';

describe('useTypingSettled', () => {
  afterEach(() => vi.useRealTimers());

  it('hands over the trimmed text once typing pauses, not on every key', () => {
    vi.useFakeTimers();
    const onSettle = vi.fn();
    const { rerender } = renderHook(({ text }) => useTypingSettled(text, onSettle), { initialProps: { text: '' } });
    act(() => {
      vi.advanceTimersByTime(TYPING_DELAY_MS);
    });
    expect(onSettle).toHaveBeenLastCalledWith('');

    for (const text of ['a', 'an', 'ann ']) {
      rerender({ text });
      act(() => {
        vi.advanceTimersByTime(TYPING_DELAY_MS - 50);
      });
    }
    expect(onSettle).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(onSettle).toHaveBeenCalledTimes(2);
    expect(onSettle).toHaveBeenLastCalledWith('ann');
  });
});
