// @vitest-environment jsdom
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../api/types';
import { serveApi, type ApiCall } from '../../../test/api';
import { findDialog, renderPage } from '../../../test/render';
import DealPipelineBoard from './DealPipelineBoard';

type Deal = Schemas['FixFlipPropertyDto'];
type Status = Deal['status'];

const deal = (id: string, address: string, status: Status): Deal =>
  ({
    id,
    address,
    city: 'Austin',
    state: 'TX',
    arv: 300000,
    status,
    lossReason: null,
    summary: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    statusChangedAt: '2026-03-01T10:00:00.000Z',
  }) as unknown as Deal;

/** A student's deals; a status change is applied, so the refreshed list shows it. */
function serve(deals: Deal[]) {
  let current = deals;
  return serveApi({
    'GET /api/auth/check': { body: { success: true, authenticated: false, user: null } },
    'GET /api/site-config': { body: {} },
    'GET /api/fix-flip/properties': () => ({ body: current }),
    ...Object.fromEntries(
      deals.map((d) => [
        `PUT /api/fix-flip/properties/${d.id}/status`,
        (call: ApiCall) => {
          const body = call.body as { status: Status; lossReason?: Deal['lossReason'] };
          current = current.map((x) => (x.id === d.id ? { ...x, ...body } : x));
          return { body: { success: true } };
        },
      ]),
    ),
  });
}

const column = (label: string) => screen.getByRole('region', { name: `${label} column` });

/** Drags the card of `address` onto the column `label`, as the browser's drag and drop reports it. */
function dragTo(id: string, label: string) {
  const target = column(label);
  const drop = createEvent.drop(target);
  Object.defineProperty(drop, 'dataTransfer', { value: { getData: () => id, dropEffect: 'move' } });
  fireEvent(target, drop);
}

describe('the deal pipeline board (spec 2 §2.2, §4)', () => {
  it('puts each deal in the column of its status, with the figures above', async () => {
    serve([deal('d1', '1 Oak St', 'chasing'), deal('d2', '2 Elm St', 'closed'), deal('d3', '3 Ash St', 'lost')]);
    renderPage(<DealPipelineBoard />);
    await screen.findByText('1 Oak St');
    expect(within(column('Chasing')).getByText('1 Oak St')).toBeTruthy();
    expect(within(column('Closed')).getByText('2 Elm St')).toBeTruthy();
    expect(within(column('Lost')).getByText('3 Ash St')).toBeTruthy();
    expect(within(column('Offer Sent')).queryAllByText(/St$/)).toEqual([]);
  });

  it('says how to start when there are no deals', async () => {
    serve([]);
    renderPage(<DealPipelineBoard />);
    expect(
      await screen.findByText('No deals yet. Save an analysis in the Fix & Flip tab to start your pipeline.'),
    ).toBeTruthy();
  });

  it('a deal dropped on another column moves there', async () => {
    const api = serve([deal('d1', '1 Oak St', 'chasing')]);
    renderPage(<DealPipelineBoard />);
    await screen.findByText('1 Oak St');
    dragTo('d1', 'Under Contract');
    expect(await screen.findByText('Deal moved to Under Contract')).toBeTruthy();
    await waitFor(() => expect(within(column('Under Contract')).getByText('1 Oak St')).toBeTruthy());
    expect(api.callsTo('PUT /api/fix-flip/properties/d1/status').map((c) => c.body)).toEqual([
      { status: 'under_contract' },
    ]);
  });

  it('a deal dropped on Lost asks for the reason first; nothing is sent before', async () => {
    const api = serve([deal('d1', '1 Oak St', 'offer_sent')]);
    renderPage(<DealPipelineBoard />);
    await screen.findByText('1 Oak St');
    dragTo('d1', 'Lost');
    const dialog = await findDialog('Mark Deal as Lost');
    expect(api.callsTo('PUT /api/fix-flip/properties/d1/status')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(column('Offer Sent')).getByText('1 Oak St')).toBeTruthy();
    expect(api.callsTo('PUT /api/fix-flip/properties/d1/status')).toEqual([]);
  });
});
