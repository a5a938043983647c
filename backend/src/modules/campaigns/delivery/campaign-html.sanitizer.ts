import sanitizeHtml from 'sanitize-html';

/**
 * Campaign HTML as it may be stored and sent: sanitize-html with an allow-list fit for e-mail (layout tables,
 * images, inline styles), so no script, no event handler, no javascript: (or other non-web) URL, no <style> block.
 * Applied when a campaign is saved and again when each mail is built (a row written by other means is cleaned too).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    ...['html', 'head', 'body', 'title', 'meta', 'img', 'font', 'center', 'u', 's', 'del', 'ins', 'sup', 'sub'],
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    meta: ['charset', 'name', 'content'],
    font: ['color', 'face', 'size'],
    '*': [
      ...['style', 'class', 'id', 'align', 'valign', 'width', 'height', 'bgcolor', 'border', 'dir', 'lang'],
      ...['cellpadding', 'cellspacing', 'colspan', 'rowspan', 'role', 'aria-label', 'aria-hidden'],
    ],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data', 'cid'] },
  allowProtocolRelative: false,
};

/** Every tag and attribute in the HTML, counted, as the removal report names them. */
function inventory(html: string): { tags: Map<string, number>; attrs: Map<string, { tag: string; n: number }> } {
  const tags = new Map<string, number>();
  const attrs = new Map<string, { tag: string; n: number }>();
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      '*': (tagName, attribs) => {
        tags.set(tagName, (tags.get(tagName) ?? 0) + 1);
        for (const [name, value] of Object.entries(attribs)) {
          const key =
            /^\s*[a-z][\w+.-]*:/i.test(value) && /^(href|src|action|formaction|xlink:href)$/i.test(name)
              ? `${value.trim().split(':')[0].toLowerCase()}: URL in <${tagName}>`
              : `${name} on <${tagName}>`;
          attrs.set(key, { tag: tagName, n: (attrs.get(key)?.n ?? 0) + 1 });
        }
        return { tagName, attribs };
      },
    },
  });
  return { tags, attrs };
}

export interface SanitizedHtml {
  html: string;
  /** What was taken out, e.g. "<script>", "onerror on <img>", "javascript: URL in <a>"; empty when nothing. */
  removed: string[];
}

export function sanitizeCampaignHtml(html: string): SanitizedHtml {
  const clean = sanitizeHtml(html, OPTIONS);
  if (clean === html) return { html, removed: [] };
  const before = inventory(html);
  const after = inventory(clean);
  const removed: string[] = [];
  for (const [tag, n] of before.tags) if (n > (after.tags.get(tag) ?? 0)) removed.push(`<${tag}>`);
  for (const [key, { tag, n }] of before.attrs) {
    // An attribute of a removed element goes with it: the element is named, not each of its attributes.
    if (after.tags.has(tag) && n > (after.attrs.get(key)?.n ?? 0) && !/^(https?|mailto|tel): URL/.test(key)) {
      removed.push(key);
    }
  }
  return { html: clean, removed };
}
