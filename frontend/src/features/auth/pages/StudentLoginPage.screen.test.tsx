// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal, serveApi, type ApiReply } from '../../../test/api';
import { findDialog, renderPage } from '../../../test/render';
import type { Schemas } from '../../../api/types';
import StudentLoginPage from './StudentLoginPage';

/** What every page of the router app asks first: who is signed in (nobody), and the site's settings. */
const SIGNED_OUT = {
  'GET /api/auth/check': {
    body: { success: true, authenticated: false, user: null } satisfies Schemas['AuthCheckResponseDto'],
  },
  'GET /api/site-config': { body: {} },
};

async function signIn(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username or Email'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the student sign-in form (spec 1 §2, §5)', () => {
  it('asks for both fields and calls nothing until they are there', async () => {
    const api = serveApi(SIGNED_OUT);
    renderPage(<StudentLoginPage />, '/student-login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/login')).toEqual([]);
  });

  it('sends the credentials once and says so when they are refused', async () => {
    const api = serveApi({
      ...SIGNED_OUT,
      'POST /api/auth/login': refusal(401, 'Invalid username or password'),
    });
    renderPage(<StudentLoginPage />, '/student-login');
    await signIn('ann', 'wrong password');
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid username or password. Please try again.')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/login').map((c) => c.body)).toEqual([
      { username: 'ann', password: 'wrong password' },
    ]);
    // The form is usable again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(false));
  });

  it('shows the wait and offers a sign-in link after too many attempts', async () => {
    serveApi({
      ...SIGNED_OUT,
      'POST /api/auth/login': {
        ...refusal(429, 'Too many sign-in attempts. Please try again in 15 minutes.'),
        headers: { 'Retry-After': '900' },
      },
    });
    renderPage(<StudentLoginPage />, '/student-login');
    await signIn('ann', 'guess');
    expect(await screen.findByText('Too many sign-in attempts. Try again in 15 minutes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'E-mail me a sign-in link' })).toBeTruthy();
  });

  it('a wait under a minute is "1 minute"; a server failure and a network failure show the exception text', async () => {
    let answer: () => ApiReply = () => ({
      ...refusal(429, 'Too many sign-in attempts.'),
      headers: { 'Retry-After': '42' },
    });
    serveApi({ ...SIGNED_OUT, 'POST /api/auth/login': () => answer() });
    renderPage(<StudentLoginPage />, '/student-login');
    await signIn('ann', 'guess');
    expect(await screen.findByText('Too many sign-in attempts. Try again in 1 minute.')).toBeTruthy();

    answer = () => refusal(500, 'Internal server error');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.getByText('Login error')).toBeTruthy();
    expect(screen.queryByText('Invalid username or password. Please try again.')).toBeNull();
  });

  it('a network failure shows the exception text, not "wrong password"', async () => {
    serveApi({
      ...SIGNED_OUT,
      'POST /api/auth/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage(<StudentLoginPage />, '/student-login');
    await signIn('ann', 'guess');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Invalid username or password. Please try again.')).toBeNull();
  });

  it('forgot password: sends the e-mail typed and confirms without telling whether the account exists', async () => {
    const api = serveApi({
      ...SIGNED_OUT,
      'POST /api/auth/forgot-password': { body: { success: true } },
    });
    renderPage(<StudentLoginPage />, '/student-login');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot Password' }));
    const dialog = await findDialog('Forgot Password');
    fireEvent.change(within(dialog).getByLabelText('Email Address'), { target: { value: 'ann@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Password Reset Sent')).toBeTruthy();
    expect(screen.getByText('If an account with that email exists, a password reset link has been sent.')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/forgot-password').map((c) => c.body)).toEqual([{ email: 'ann@example.com' }]);
  });

  it('forgot password: an error answer is told as such', async () => {
    serveApi({
      ...SIGNED_OUT,
      'POST /api/auth/forgot-password': refusal(500, 'Internal server error'),
    });
    renderPage(<StudentLoginPage />, '/student-login');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot Password' }));
    const dialog = await findDialog('Forgot Password');
    fireEvent.change(within(dialog).getByLabelText('Email Address'), { target: { value: 'ann@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeTruthy();
  });
});
