// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompChoice } from '../comps';
import { installMatchMedia } from '../../../test/match-media';
import CompsEditor from './CompsEditor';

beforeAll(() => installMatchMedia(1280));
afterEach(cleanup);

const START: CompChoice[] = [
  { address: '1 A St', price: 300000, included: true, adjustmentType: 'amount', adjustment: 0 },
  { address: '2 B St', price: 320000, included: true, adjustmentType: 'amount', adjustment: 0 },
  { address: '3 C St', price: 460000, included: true, adjustmentType: 'amount', adjustment: 0 },
];

function Harness({ onTake }: { onTake: (arv: number) => void }) {
  const [items, setItems] = useState(START);
  return <CompsEditor items={items} onChange={setItems} onTake={onTake} />;
}

// antd in jsdom on a shared CPU: the first render alone can take seconds.
describe('CompsEditor', { timeout: 30_000 }, () => {
  it('recomputes the suggested ARV from the chosen, adjusted comps and takes it into ARV', () => {
    const onTake = vi.fn();
    render(<Harness onTake={onTake} />);
    // (300,000 + 320,000 + 460,000) / 3 = 360,000
    expect(screen.getByText(/Average of 3 chosen comps/).textContent).toContain('$360,000');

    fireEvent.click(screen.getByRole('checkbox', { name: '3 C St' }));
    // (300,000 + 320,000) / 2 = 310,000
    expect(screen.getByText(/Average of 2 chosen comps/).textContent).toContain('$310,000');

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Adjustment for 1 A St' }), {
      target: { value: '-10000' },
    });
    // (290,000 + 320,000) / 2 = 305,000
    expect(screen.getByText(/Average of 2 chosen comps/).textContent).toContain('$305,000');

    fireEvent.click(screen.getByRole('button', { name: 'Use $305,000 from the chosen comps as ARV' }));
    expect(onTake).toHaveBeenCalledWith(305000);
  });

  it('says so when no comp is chosen', () => {
    render(<Harness onTake={() => {}} />);
    for (const name of ['1 A St', '2 B St', '3 C St']) fireEvent.click(screen.getByRole('checkbox', { name }));
    expect(screen.getByText('Include at least one comp to get an ARV from them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /from the chosen comps/ })).toBeNull();
  });
});
