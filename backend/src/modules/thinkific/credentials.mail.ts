import { EmailJob } from '../../core/queue/queues';
import { CREDENTIALS_MAIL_KIND, CREDENTIALS_MAIL_SUBJECT } from './thinkific.constants';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The welcome e-mail with the new student's username, password and sign-in link. */
export function buildCredentialsMail(p: {
  email: string;
  username: string;
  firstName: string | null;
  password: string;
  signInUrl: string;
}): EmailJob {
  const hello = p.firstName ? `Hi ${p.firstName},` : 'Hi,';
  const text = [
    hello,
    '',
    'Thank you for enrolling in the Investor Agent Certification course. Your student portal account is ready.',
    '',
    `Username: ${p.username}`,
    `Password: ${p.password}`,
    '',
    `Sign in here: ${p.signInUrl}`,
    '',
    'For your security, keep this e-mail private. You can change your password at any time with "Forgot password" on the sign-in page.',
  ].join('\n');
  const html = `<p>${escape(hello)}</p>
<p>Thank you for enrolling in the Investor Agent Certification course. Your student portal account is ready.</p>
<p>Username: <strong>${escape(p.username)}</strong><br>Password: <strong>${escape(p.password)}</strong></p>
<p><a href="${escape(p.signInUrl)}">Sign in to the student portal</a></p>
<p>For your security, keep this e-mail private. You can change your password at any time with "Forgot password" on the sign-in page.</p>`;
  return { to: p.email, subject: CREDENTIALS_MAIL_SUBJECT, text, html, kind: CREDENTIALS_MAIL_KIND };
}
