import type { RenderedMail } from '../../../core/mail/mail-templates';
import { passwordResetMail, setPasswordMail, signInLinkMail, usernameReminderMail } from './auth-mail.content';

/** Every link of the HTML part, its entities decoded as a mail client would. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&#38;/g, '&'));

describe('auth mails: the plain-text part keeps each link URL', () => {
  const link = 'https://app.test/reset?token=abc&x=1';
  const mails: Array<[string, RenderedMail]> = [
    ['password reset', passwordResetMail('a@example.test', 'Ann', link, 60)],
    ['username reminder', usernameReminderMail('a@example.test', null, 'ann', 'https://app.test/student-login')],
    ['set password', setPasswordMail('a@example.test', 'Ann', 'ann', link, 7)],
    ['sign-in link', signInLinkMail('a@example.test', link, 15)],
  ];

  it.each(mails)('%s', (_name, mail) => {
    const urls = hrefs(mail.html ?? '');
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(mail.text).toContain(url);
  });
});
