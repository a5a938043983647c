/** The page the confirmation link lands on (served by the API). */
export function consentPage(siteUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Your e-mail is confirmed</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:48px 16px;background:#f5f5f5;color:#222}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:24px;margin:0 0 12px}p{line-height:1.5;margin:0 0 16px}a{color:#1d4ed8}</style></head>
<body><main><h1>Your e-mail is confirmed</h1>
<p>Thank you. You will receive our training e-mails; every one has an unsubscribe link.</p>
<p><a href="${siteUrl}">Back to the site</a></p></main></body></html>`;
}
