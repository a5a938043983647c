import type { EmailJob } from '../../core/queue/queues';
import { PASSWORD_RESET_TTL_MS } from './auth.constants';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const greeting = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');

export function passwordResetMail(to: string, firstName: string | null, link: string): EmailJob {
  const minutes = PASSWORD_RESET_TTL_MS / 60000;
  const text = [
    greeting(firstName),
    '',
    'We received a request to reset the password of your account. Open this link to choose a new password:',
    '',
    link,
    '',
    `The link is valid for ${minutes} minutes and can be used once.`,
    'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  ].join('\n');
  const html = `<p>${escape(greeting(firstName))}</p>
<p>We received a request to reset the password of your account.</p>
<p><a href="${escape(link)}">Choose a new password</a></p>
<p>The link is valid for ${minutes} minutes and can be used once.<br>
If you did not ask for this, you can ignore this e-mail: your password stays the same.</p>`;
  return { to, subject: 'Reset your password', text, html, kind: 'password-reset' };
}

export function usernameReminderMail(
  to: string,
  firstName: string | null,
  username: string,
  loginUrl: string,
): EmailJob {
  const text = [
    greeting(firstName),
    '',
    `Your username is: ${username}`,
    '',
    `Sign in at ${loginUrl}`,
    'If you did not ask for this reminder, you can ignore this e-mail.',
  ].join('\n');
  const html = `<p>${escape(greeting(firstName))}</p>
<p>Your username is: <strong>${escape(username)}</strong></p>
<p><a href="${escape(loginUrl)}">Sign in</a></p>
<p>If you did not ask for this reminder, you can ignore this e-mail.</p>`;
  return { to, subject: 'Your username', text, html, kind: 'username-reminder' };
}
