// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal, serveApi } from '../../test/api';
import { openWebinarSignup } from './webinar-signup';
import { WebinarSignupDialog } from './WebinarSignupDialog';

const CONSENT = 'Yes, send me training e-mails. I can unsubscribe at any time.';
const WEBINAR = 'https://webinar.example.test/watch?utm_source=site';

function api(registration: Parameters<typeof serveApi>[0][string]) {
  return serveApi({
    'GET /api/site-config': { body: { consentText: CONSENT } },
    'POST /api/visitors': { status: 201, body: { success: true, visitor: { id: 'v-1' } } },
    'POST /api/webinar-registrations': registration,
  });
}

async function openAndFill({ phone = '', consent = true } = {}) {
  render(<WebinarSignupDialog />);
  act(() => openWebinarSignup({ href: WEBINAR, source: 'hero' }));
  const dialog = screen.getByRole('dialog', { name: 'Watch the Free Webinar' });
  const field = (name: string | RegExp) => within(dialog).getByLabelText(name);
  fireEvent.change(field('First name'), { target: { value: 'Ann' } });
  fireEvent.change(field('Last name'), { target: { value: 'Lee' } });
  fireEvent.change(field('E-mail'), { target: { value: 'ann@example.com' } });
  if (phone) fireEvent.change(field(/^Phone/), { target: { value: phone } });
  const box = await within(dialog).findByRole('checkbox', { name: CONSENT });
  if (consent) fireEvent.click(box);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Register and watch' }));
  return dialog;
}

describe('the webinar sign-up form', () => {
  let opened: string[];
  beforeEach(() => {
    opened = [];
    vi.stubGlobal('open', (url: string) => {
      opened.push(url);
      return null;
    });
  });

  it('offers the consent only once its words are known, and sends nothing before', async () => {
    const calls = api({ body: { success: true, confirmationSent: true, webinarUrl: WEBINAR } });
    render(<WebinarSignupDialog />);
    act(() => openWebinarSignup({ href: WEBINAR, source: 'hero' }));
    const dialog = screen.getByRole('dialog', { name: 'Watch the Free Webinar' });
    expect(within(dialog).getByText('Loading...')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Register and watch' }).hasAttribute('disabled')).toBe(true);
    expect(await within(dialog).findByRole('checkbox', { name: CONSENT })).toBeTruthy();
    expect(calls.callsTo('POST /api/webinar-registrations')).toEqual([]);
  });

  it('registers with consent, opens the webinar and says a confirmation e-mail is on its way', async () => {
    const calls = api({ status: 201, body: { success: true, confirmationSent: true, webinarUrl: WEBINAR } });
    const dialog = await openAndFill();
    expect(await within(dialog).findByRole('heading', { name: 'You are registered' })).toBeTruthy();
    expect(
      within(dialog).getByText(/We sent you an e-mail: confirm your address to receive our training e-mails\./),
    ).toBeTruthy();
    expect(opened).toEqual([WEBINAR]);
    // No phone typed: none sent; the visitor this browser registered as comes along.
    expect(calls.callsTo('POST /api/webinar-registrations').map((c) => c.body)).toEqual([
      { visitorId: 'v-1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', consent: true },
    ]);
  });

  it('without consent: registered, and told no marketing e-mails will come', async () => {
    const calls = api({ status: 201, body: { success: true, confirmationSent: false, webinarUrl: WEBINAR } });
    const dialog = await openAndFill({ consent: false, phone: '555 0100' });
    expect(await within(dialog).findByText(/You will not receive marketing e-mails from us\./)).toBeTruthy();
    expect(calls.callsTo('POST /api/webinar-registrations')[0].body).toMatchObject({
      consent: false,
      phone: '555 0100',
    });
  });

  it("a refused form shows the server's message and opens nothing", async () => {
    api(refusal(400, 'Please enter a valid email address'));
    const dialog = await openAndFill();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please enter a valid email address');
    expect(opened).toEqual([]);
  });

  it('when sign-ups are refused for the address, the webinar is offered anyway', async () => {
    api(refusal(429, 'Too many sign-ups from this address. Please try again later.'));
    const dialog = await openAndFill();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Too many sign-ups from this address. Please try again later.');
    expect(within(alert).getByRole('link', { name: 'Open the webinar' }).getAttribute('href')).toBe(WEBINAR);
  });
});
