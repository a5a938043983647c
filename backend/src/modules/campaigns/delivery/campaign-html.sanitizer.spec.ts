import { sanitizeCampaignHtml } from './campaign-html.sanitizer';
import { htmlToText } from './campaign-mail.builder';
import { renderBlockTags, renderPersonTags } from './campaign-merge-tags';

describe('sanitizeCampaignHtml', () => {
  it('removes scripts, event handlers and javascript: URLs, and names what it removed', () => {
    const { html, removed } = sanitizeCampaignHtml(
      '<p>Hi <a href="https://x.test/a?b=1&amp;c=2">go</a></p><script>alert(1)</script>' +
        '<img src="https://x.test/i.png" onerror="alert(2)"><a href=" JavaScript:alert(3)">bad</a>',
    );
    expect(html).toBe(
      '<p>Hi <a href="https://x.test/a?b=1&amp;c=2">go</a></p><img src="https://x.test/i.png" /><a>bad</a>',
    );
    expect(removed).toEqual(['<script>', 'onerror on <img>', 'javascript: URL in <a>']);
  });

  it('keeps e-mail layout (document, tables, inline styles) and reports nothing when nothing goes', () => {
    const doc =
      '<html><head><title>T</title></head><body><table cellpadding="0" width="600"><tr>' +
      '<td style="color:red" align="center">x</td></tr></table></body></html>';
    expect(sanitizeCampaignHtml(doc)).toEqual({ html: doc, removed: [] });
  });

  it('drops a <style> block and an onclick, element named once', () => {
    const { html, removed } = sanitizeCampaignHtml('<style>p{}</style><div onclick="x()">y</div>');
    expect(html).toBe('<div>y</div>');
    expect(removed).toEqual(['<style>', 'onclick on <div>']);
  });
});

describe('merge tags', () => {
  it('fills first and last name, escaped in HTML, with "there" for a missing first name', () => {
    expect(renderPersonTags('Hi {{firstName}} {{ lastName }}!', { firstName: 'Ann', lastName: 'Lee' }, false)).toBe(
      'Hi Ann Lee!',
    );
    expect(renderPersonTags('Hi {{firstName}},', { firstName: '  ', lastName: null }, true)).toBe('Hi there,');
    expect(renderPersonTags('{{firstName}}', { firstName: '<b>', lastName: null }, true)).toBe('&lt;b&gt;');
  });

  it('renders the unsubscribe and postal-address blocks', () => {
    const blocks = { unsubscribeUrl: 'https://a.test/u?s=1&t=2', postalAddress: '1 Main St' };
    expect(renderBlockTags('{{postalAddress}} {{unsubscribe}}', blocks, true)).toBe(
      '1 Main St <a href="https://a.test/u?s=1&amp;t=2">Unsubscribe</a>',
    );
    expect(renderBlockTags('{{unsubscribe}}', blocks, false)).toBe('Unsubscribe: https://a.test/u?s=1&t=2');
  });
});

describe('htmlToText', () => {
  it('keeps each link URL beside its text', () => {
    expect(
      htmlToText(
        '<p>Ready?</p><p><a href="https://x.test/enroll?a=1&amp;b=2">Enroll in the <b>course</b></a></p>' +
          '<p><a href="https://x.test/">https://x.test/</a></p>',
      ),
    ).toBe('Ready?\nEnroll in the course (https://x.test/enroll?a=1&b=2)\nhttps://x.test/');
  });
});
