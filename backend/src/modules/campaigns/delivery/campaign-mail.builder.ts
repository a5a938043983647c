import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../../core/config/app-config';
import { escapeHtml } from '../../../core/html/html';
import { RenderedMail } from '../../../core/mail/mail-templates';
import { TRACKING_PATHS } from '../campaigns.constants';
import { CampaignLinkSigner } from './campaign-link.signer';

export interface CampaignContent {
  subject: string;
  htmlContent: string;
  textContent: string | null;
}

const decodeEntities = (s: string) => s.replace(/&amp;/g, '&');

/**
 * Turns a campaign into one visitor's e-mail: links rewritten through the signed click redirect, an open
 * pixel, an unsubscribe link and the sender's postal address (CAN-SPAM), and the List-Unsubscribe headers
 * (RFC 2369 + RFC 8058 one-click).
 */
@Injectable()
export class CampaignMailBuilder {
  constructor(
    @Inject(ConfigService) private readonly config: AppConfig,
    private readonly signer: CampaignLinkSigner,
  ) {}

  build(campaign: CampaignContent, sendId: string, to: string): RenderedMail {
    return this.compose(campaign, to, {
      unsubscribeUrl: this.unsubscribeUrl(sendId),
      html: this.rewriteLinks(campaign.htmlContent, sendId),
      pixel: `<img src="${escapeHtml(this.url(TRACKING_PATHS.open(sendId)))}" width="1" height="1" alt="" style="display:block;border:0">`,
    });
  }

  /**
   * The e-mail as a visitor gets it, footer included, without tracking: for the campaign form's preview and the
   * admin's "Send test to me" (its unsubscribe link goes to the site, not to a real send).
   */
  preview(campaign: CampaignContent, to: string): RenderedMail {
    return this.compose(campaign, to, { unsubscribeUrl: this.url('/'), html: campaign.htmlContent, pixel: '' });
  }

  private compose(
    campaign: CampaignContent,
    to: string,
    parts: { unsubscribeUrl: string; html: string; pixel: string },
  ): RenderedMail {
    const { unsubscribeUrl, html } = parts;
    const address = this.config.get('COMPANY_POSTAL_ADDRESS', { infer: true });
    const footer =
      `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px">` +
      `<p style="font-size:12px;color:#666">${escapeHtml(address)}<br>` +
      `You received this e-mail because you signed up for our free webinar and confirmed your address. ` +
      `<a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>${parts.pixel}`;
    const text = `${campaign.textContent?.trim() || htmlToText(campaign.htmlContent)}\n\n--\n${address}\nUnsubscribe: ${unsubscribeUrl}\n`;
    return {
      to,
      subject: campaign.subject,
      html: /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${footer}</body>`) : `${html}${footer}`,
      text,
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  unsubscribeUrl(sendId: string): string {
    return this.url(`${TRACKING_PATHS.unsubscribe(sendId)}?s=${this.signer.sign('unsubscribe', sendId)}`);
  }

  clickUrl(sendId: string, target: string): string {
    const q = new URLSearchParams({ u: target, s: this.signer.sign('click', sendId, target) });
    return this.url(`${TRACKING_PATHS.click(sendId)}?${q.toString()}`);
  }

  private rewriteLinks(html: string, sendId: string): string {
    return html.replace(
      /(<a\b[^>]*?\bhref\s*=\s*)(["'])(https?:\/\/[^"']+)\2/gi,
      (_m, pre: string, q: string, href: string) => {
        return `${pre}${q}${escapeHtml(this.clickUrl(sendId, decodeEntities(href)))}${q}`;
      },
    );
  }

  private url(path: string): string {
    return `${this.config.get('APP_URL', { infer: true }).replace(/\/$/, '')}${path}`;
  }
}

/** A plain-text fallback when the campaign has no text version. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
