const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML element content and attribute values. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/**
 * A small standalone page the API serves itself (the landing of a link in an e-mail: unsubscribed, e-mail
 * confirmed), in the site's plain card style. `bodyHtml` is trusted markup; the title is escaped.
 */
export function messagePage(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:48px 16px;background:#f5f5f5;color:#222}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:24px;margin:0 0 12px}p{line-height:1.5;margin:0 0 16px}p:last-child{margin:0}a{color:#1d4ed8}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
${bodyHtml}</main></body></html>`;
}
