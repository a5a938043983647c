import { describe, expect, it } from 'vitest';
import { wrapIndex } from './carousel';

describe('wrapIndex', () => {
  it('moves forward and backward inside the range', () => {
    expect(wrapIndex(2, 1, 8)).toBe(3);
    expect(wrapIndex(2, -1, 8)).toBe(1);
  });
  it('wraps from the last to the first going forward', () => expect(wrapIndex(7, 1, 8)).toBe(0));
  it('wraps from the first to the last going backward', () => expect(wrapIndex(0, -1, 8)).toBe(7));
  it('stays at 0 with a single story', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
  });
  it('is 0 when there is nothing to show', () => expect(wrapIndex(3, 1, 0)).toBe(0));
});
