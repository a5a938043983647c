import { describe, expect, it } from 'vitest';
import { checkBudget } from './js-budget';

// The route budgets' arithmetic (e2e/route-budget.spec.ts, e2e/landing-budget.spec.ts), run by make check's vitest.
describe('checkBudget', () => {
  const sizes = new Map([
    ['/assets/client-a.js', 60 * 1024],
    ['/assets/page-b.js', 40 * 1024],
  ]);

  it('passes a page at or under its budget', () => {
    expect(checkBudget('/x', sizes, 100).over).toBeNull();
    expect(checkBudget('/x', sizes, 100).total).toBe(100 * 1024);
  });

  it('fails a page one byte over its budget, naming the excess and the largest files', () => {
    const grown = new Map([...sizes, ['/assets/widget-c.js', 1]]);
    const { over } = checkBudget('/x', grown, 100);
    expect(over).toContain('/x: 100.0 KB of JavaScript (gzip) in 3 files, budget 100 KB: 0.0 KB over');
    expect(over).toContain('Largest: client-a.js 60.0 KB, page-b.js 40.0 KB, widget-c.js 0.0 KB');
  });
});
