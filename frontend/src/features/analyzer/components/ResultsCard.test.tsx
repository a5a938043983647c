// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOSING, PROFITABLE } from '../analysis.fixtures';
import { installMatchMedia } from '../../../test/match-media';
import ResultsCard from './ResultsCard';

beforeAll(() => installMatchMedia(1280));
afterEach(cleanup);

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('.ff-row') as HTMLElement;

describe('ResultsCard', { timeout: 30_000 }, () => {
  it('marks a result out of date, for eyes and screen readers, and not otherwise', () => {
    const { rerender } = render(<ResultsCard analysis={PROFITABLE} stale={false} />);
    const status = screen.getByRole('status');
    expect(status).toHaveProperty('textContent', '');
    expect(screen.getByText('Maximum Buy Price')).toBeTruthy();

    rerender(<ResultsCard analysis={PROFITABLE} stale />);
    expect(within(screen.getByRole('status')).getByText('Out of date')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Click Calculate Deal to update it');
    expect(screen.getByText('Maximum Buy Price (out of date)')).toBeTruthy();
    expect(document.querySelector('.ff-report--stale')).not.toBeNull();
  });

  it('shows a profitable deal: max buy, the offer beside it, total investment and profit that add up to the ARV', () => {
    render(<ResultsCard analysis={PROFITABLE} />);
    expect(screen.getByTestId('max-buy-price').textContent).toBe('$192,879');
    const offer = screen.getByRole('region', { name: 'At your offer of $180,000' });
    // Profit 300,000 − 267,284.78 = 32,715.22; ROI 32,715.22 / 76,784.78 = 42.61%; × 365/132 = 117.81%.
    expect(offer.textContent).toContain('$32,715');
    expect(offer.textContent).toContain('42.61%');
    expect(offer.textContent).toContain('$76,785');
    expect(offer.textContent).toContain('117.81%');
    expect(offer.textContent).toContain('the profit target is met');
    // 280,712.07 + 19,287.93 = 300,000
    expect(row('Total Investment').textContent).toContain('$280,712');
    expect(row('Expected Profit').textContent).toContain('$19,288');
    // 70% rule 142,500; ours 192,879.30: +50,379.30
    const rule = document.querySelector('.ff-rule') as HTMLElement;
    expect(rule.textContent).toContain('$142,500');
    expect(rule.textContent).toContain('+$50,379');
  });

  it('reads a losing deal as the pipeline does: No offer, the shortfall as a negative profit, no good news', () => {
    render(<ResultsCard analysis={LOSING} />);
    expect(screen.getByTestId('max-buy-price').textContent).toBe('No offer');
    expect(row('Hard Money Carry').textContent).toContain('$0');
    // Costs 262,500 + 1,000 + 2,500 + 1,108.74 = 267,108.74; profit 100,000 − 267,108.74
    expect(row('Total Investment').textContent).toContain('$267,109');
    expect(row('Expected Profit').textContent).toContain('-$167,109');
    const rule = document.querySelector('.ff-rule') as HTMLElement;
    expect(rule.textContent).toContain('No offer');
    expect(rule.textContent).toContain('No offer works');
    expect(rule.textContent).not.toContain('+$');
    expect(screen.getByRole('row', { name: /Base case/ }).textContent).toContain('No offer');
  });
});
