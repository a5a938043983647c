import { describe, expect, it } from 'vitest';
import { formProblems, inputProblem, pctOf } from './inputs';

describe('inputProblem', () => {
  it('accepts blanks and numbers in range, with $ , % and spaces', () => {
    expect(inputProblem('money', '')).toBeNull();
    expect(inputProblem('money', '$1,250')).toBeNull();
    expect(inputProblem('percent', '6.5%')).toBeNull();
    expect(inputProblem('years', '15')).toBeNull();
    expect(inputProblem('years', ' ')).toBeNull();
  });
  it('refuses negative amounts instead of using them', () => {
    expect(inputProblem('money', '-5')).toBe('Enter an amount of $0 or more');
    expect(inputProblem('money', '0')).toBeNull();
  });
  it('refuses rates outside 0 to 100', () => {
    expect(inputProblem('percent', '-1')).toBe('Enter a rate from 0 to 100%');
    expect(inputProblem('percent', '100.5')).toBe('Enter a rate from 0 to 100%');
    expect(inputProblem('percent', '100')).toBeNull();
  });
  it('refuses a term that is not 1 to 50 whole years, never turning it into 30', () => {
    const msg = 'Enter a whole number of years from 1 to 50, or leave it blank for 30';
    expect(inputProblem('years', '-5')).toBe(msg);
    expect(inputProblem('years', '0')).toBe(msg);
    expect(inputProblem('years', '2.5')).toBe(msg);
    expect(inputProblem('years', '51')).toBe(msg);
    expect(inputProblem('years', '1')).toBeNull();
    expect(inputProblem('years', '50')).toBeNull();
  });
  it('says when the text is not a number', () => {
    expect(inputProblem('money', '12abc')).toBe('Enter a number');
  });
});

describe('formProblems', () => {
  it('names each field that cannot be used', () => {
    const fields = [
      { name: 'a', kind: 'money' },
      { name: 'b', kind: 'percent' },
      { name: 'c', kind: 'years' },
    ] as const;
    expect(formProblems(fields, { a: '-1', b: '5', c: '-5' })).toEqual({
      a: 'Enter an amount of $0 or more',
      c: 'Enter a whole number of years from 1 to 50, or leave it blank for 30',
    });
    expect(formProblems(fields, { a: '', b: '', c: '' })).toEqual({});
  });
});

describe('pctOf', () => {
  it('is undefined (null) for a share of nothing', () => {
    expect(pctOf(100, 0)).toBeNull();
    expect(pctOf(0, 0)).toBeNull();
    expect(pctOf(25, 200)).toBe(12.5);
  });
});
