import type { RenderedMail } from '../../../core/mail/mail-templates';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const greeting = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');

/** A plain-text body and its HTML twin, from the same paragraphs (a link paragraph is {href, label}). */
type Paragraph = string | { href: string; label: string };

function message(to: string, subject: string, firstName: string | null, paragraphs: Paragraph[]): RenderedMail {
  const all: Paragraph[] = [greeting(firstName), ...paragraphs];
  const text = all.map((p) => (typeof p === 'string' ? p : p.href)).join('\n\n');
  const html = all
    .map((p) =>
      typeof p === 'string' ? `<p>${escape(p)}</p>` : `<p><a href="${escape(p.href)}">${escape(p.label)}</a></p>`,
    )
    .join('\n');
  return { to, subject, text, html };
}

export function passwordResetMail(to: string, firstName: string | null, link: string, minutes: number): RenderedMail {
  return message(to, 'Reset your password', firstName, [
    'We received a request to reset the password of your account. Open this link to choose a new password:',
    { href: link, label: 'Choose a new password' },
    `The link is valid for ${minutes} minutes and can be used once.`,
    'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  ]);
}

export function usernameReminderMail(to: string, firstName: string | null, username: string, loginUrl: string) {
  return message(to, 'Your username', firstName, [
    `Your username is: ${username}`,
    { href: loginUrl, label: 'Sign in' },
    'If you did not ask for this reminder, you can ignore this e-mail.',
  ]);
}

export const WELCOME_SUBJECT = 'Welcome to the Investor Agent Certification: set your password';

/**
 * The welcome e-mail of a new account: the username and a single-use link to set the password (no password). A
 * student enrolled; an admin account was made by another admin, and is greeted as such.
 */
export function setPasswordMail(
  to: string,
  firstName: string | null,
  username: string,
  link: string,
  days: number,
  admin = false,
) {
  return message(to, WELCOME_SUBJECT, firstName, [
    admin
      ? 'An administrator account for the Investor Agent Certification has been created for you.'
      : 'Thank you for enrolling in the Investor Agent Certification course. Your student portal account is ready.',
    `Username: ${username}`,
    'Set your password with this link:',
    { href: link, label: 'Set your password' },
    `The link is valid for ${days} days and can be used once. If it has expired, use "Forgot Password" on the sign-in page.`,
  ]);
}

export const SIGN_IN_LINK_SUBJECT = 'Your sign-in link';

/**
 * The "e-mail me a sign-in link" mail: fixed copy only (it is requested by whoever types the account's name, so it
 * carries nothing they chose, not even the greeting's name).
 */
export function signInLinkMail(to: string, link: string, minutes: number): RenderedMail {
  return message(to, SIGN_IN_LINK_SUBJECT, null, [
    'Someone asked for a link to sign in to your account. Open this link to sign in:',
    { href: link, label: 'Sign in' },
    `The link is valid for ${minutes} minutes and can be used once. The browser you open it in is remembered as yours, so your password works there again.`,
    'If you did not ask for this, you can ignore this e-mail. Someone may be guessing your password: if it is weak, change it.',
  ]);
}
