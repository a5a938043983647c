/** The page shown after the unsubscribe link of a campaign e-mail (served by the API, no app code needed). */
export function unsubscribedPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Unsubscribed</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:48px 16px;background:#f5f5f5;color:#222}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:24px;margin:0 0 12px}p{line-height:1.5;margin:0}</style></head>
<body><main><h1>You have been unsubscribed</h1>
<p>You will not receive any more of these e-mails from us.</p></main></body></html>`;
}
