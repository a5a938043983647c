import type { RenderedMail } from './mail-templates';

/** Where every e-mail points for the privacy policy (the site's public page, text edited by the admins). */
export const PRIVACY_PATH = '/privacy';

/**
 * Every e-mail ends with a link to the privacy policy: one line added by the mail path itself, after whatever the
 * message's own template wrote (an unsubscribe footer among it), so no kind of mail can leave it out.
 */
export function withPrivacyLink(mail: RenderedMail, appUrl: string): RenderedMail {
  const url = `${appUrl.replace(/\/$/, '')}${PRIVACY_PATH}`;
  const line = `<p style="font-size:12px;color:#666"><a href="${url}">Privacy policy</a></p>`;
  const html =
    mail.html === undefined
      ? undefined
      : /<\/body>/i.test(mail.html)
        ? mail.html.replace(/<\/body>/i, `${line}</body>`)
        : `${mail.html}${line}`;
  return { ...mail, text: `${mail.text.replace(/\s+$/, '')}\n\nPrivacy policy: ${url}\n`, html };
}
