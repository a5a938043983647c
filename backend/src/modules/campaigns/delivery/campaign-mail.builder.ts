import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../../core/config/app-config';
import { escapeHtml } from '../../../core/html/html';
import { RenderedMail } from '../../../core/mail/mail-templates';
import { TRACKING_PATHS } from '../campaigns.constants';
import { CampaignLinkSigner } from './campaign-link.signer';
import { sanitizeCampaignHtml } from './campaign-html.sanitizer';
import { hasBlockTag, MergePerson, renderBlockTags, renderPersonTags } from './campaign-merge-tags';

export interface CampaignContent {
  subject: string;
  htmlContent: string;
  textContent: string | null;
}

const decodeEntities = (s: string) => s.replace(/&amp;/g, '&');

/**
 * Turns a campaign into one visitor's e-mail: the HTML sanitised again (a row written by other means is cleaned
 * too), {{firstName}} / {{lastName}} filled in (with MERGE_FALLBACKS), links rewritten through the signed click
 * redirect, an open pixel, an unsubscribe link and the sender's postal address (CAN-SPAM; where the campaign puts
 * {{unsubscribe}} / {{postalAddress}}, else in the footer), and the List-Unsubscribe headers (RFC 2369 + RFC 8058).
 */
@Injectable()
export class CampaignMailBuilder {
  constructor(
    @Inject(ConfigService) private readonly config: AppConfig,
    private readonly signer: CampaignLinkSigner,
  ) {}

  build(campaign: CampaignContent, sendId: string, to: string, person: MergePerson): RenderedMail {
    return this.compose(campaign, to, person, {
      unsubscribeUrl: this.unsubscribeUrl(sendId),
      sendId,
      pixel: `<img src="${escapeHtml(this.url(TRACKING_PATHS.open(sendId)))}" width="1" height="1" alt="" style="display:block;border:0">`,
    });
  }

  /**
   * The e-mail as a visitor gets it, footer included, without tracking: for the campaign form's preview (for a
   * sample visitor) and the admin's "Send test to me" (its unsubscribe link goes to the site, not to a real send).
   */
  preview(campaign: CampaignContent, to: string, person: MergePerson): RenderedMail {
    return this.compose(campaign, to, person, { unsubscribeUrl: this.url('/'), sendId: null, pixel: '' });
  }

  private compose(
    campaign: CampaignContent,
    to: string,
    person: MergePerson,
    parts: { unsubscribeUrl: string; sendId: string | null; pixel: string },
  ): RenderedMail {
    const { unsubscribeUrl, sendId } = parts;
    const address = this.config.get('COMPANY_POSTAL_ADDRESS', { infer: true });
    const blocks = { unsubscribeUrl, postalAddress: address };
    const clean = sanitizeCampaignHtml(campaign.htmlContent).html;
    let html = renderPersonTags(clean, person, true);
    if (sendId) html = this.rewriteLinks(html, sendId);
    html = renderBlockTags(html, blocks, true);
    const footer =
      `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px">` +
      `<p style="font-size:12px;color:#666">${hasBlockTag(clean, 'postalAddress') ? '' : `${escapeHtml(address)}<br>`}` +
      `You received this e-mail because you signed up for our free webinar and confirmed your address.` +
      `${hasBlockTag(clean, 'unsubscribe') ? '' : ` <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a>`}</p>${parts.pixel}`;
    const body = campaign.textContent?.trim() || htmlToText(clean);
    const textFooter = [
      hasBlockTag(body, 'postalAddress') ? '' : `${address}\n`,
      hasBlockTag(body, 'unsubscribe') ? '' : `Unsubscribe: ${unsubscribeUrl}\n`,
    ].join('');
    const text = `${renderBlockTags(renderPersonTags(body, person, false), blocks, false)}\n\n--\n${textFooter}`;
    return {
      to,
      subject: renderPersonTags(campaign.subject, person, false),
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

const decodeText = (s: string) =>
  s
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * A plain-text fallback when the campaign has no text version. Each link keeps its URL ("Enroll in the course
 * (https://...)"), so a text-only reader can still follow it.
 */
export function htmlToText(html: string): string {
  return decodeText(
    html
      .replace(/<(script|style|head)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
      .replace(/<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a>/gi, (_m, _q, href: string, inner: string) => {
        const label = inner.replace(/<[^>]+>/g, '').trim();
        const url = decodeEntities(href.trim());
        if (!/^(https?:|mailto:|tel:)/i.test(url)) return label;
        return !label || decodeText(label) === url ? url : `${label} (${url})`;
      })
      .replace(/<br\s*\/?>|<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
