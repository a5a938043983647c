/**
 * Draws the site's PNG icons and share image from public/favicon.svg with the system's Chromium (headless), into
 * public/: apple-touch-icon.png (180 px, full bleed: iOS rounds the corners itself), icon-192.png and icon-512.png
 * (the favicon as it is), icon-maskable-512.png (full bleed, the mark inside the central 80 % that any mask keeps) and
 * og-image.png (1200 × 630, the link preview of social sites and chat apps).
 *
 *   node scripts/app-icons.mjs        (CHROMIUM_PATH overrides /usr/bin/chromium)
 *
 * The PNGs are committed; run this again only when the favicon or the brand changes.
 */
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const NAVY = '#1f3a93';
const NAVY_DARK = '#14285f';
const GOLD = '#d4a017';

/** The favicon without its rounded corners: a square the platform masks as it likes. */
const fullBleed = favicon.replace(/<rect width="64" height="64" rx="14"/, '<rect width="64" height="64"');
if (fullBleed === favicon) throw new Error('favicon.svg changed shape: update the full-bleed variant');
const inner = (svg) => svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

const page = (body, size) =>
  `<!doctype html><html><head><style>html,body{margin:0;width:${size[0]}px;height:${size[1]}px;overflow:hidden}
  svg{display:block}</style></head><body>${body}</body></html>`;

const squares = [
  ['apple-touch-icon.png', 180, fullBleed],
  ['icon-192.png', 192, favicon],
  ['icon-512.png', 512, favicon],
  [
    'icon-maskable-512.png',
    512,
    // The mark scaled to 80 % around the centre, on the brand navy that fills the rest.
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${NAVY}"/>` +
      `<g transform="translate(6.4 6.4) scale(0.8)">${inner(fullBleed)}</g></svg>`,
  ],
];

const share = page(
  `<div style="box-sizing:border-box;width:1200px;height:630px;padding:88px 96px;display:flex;flex-direction:column;
    justify-content:space-between;background:linear-gradient(135deg, ${NAVY_DARK} 0%, ${NAVY} 100%);color:#fff;
    font-family:'Liberation Sans', Arial, Helvetica, sans-serif">
    <div style="display:flex;align-items:center;gap:28px">
      <div style="width:112px;height:112px">${favicon.replace('<svg ', '<svg width="112" height="112" ')}</div>
      <div style="font-size:40px;font-weight:700;letter-spacing:.5px">
        Investor Agent <span style="color:${GOLD}">Certification</span>
      </div>
    </div>
    <div>
      <div style="font-size:76px;font-weight:700;line-height:1.08">
        Close investor deals<br><span style="color:${GOLD}">without cold calling</span>
      </div>
      <div style="margin-top:28px;font-size:32px;line-height:1.35;color:#dbe3f7;max-width:980px">
        The online course that trains real-estate agents to find, close and keep investor clients.
      </div>
    </div>
  </div>`,
  [1200, 630],
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
});
try {
  for (const [name, size, svg] of squares) {
    const tab = await browser.newPage({ viewport: { width: size, height: size } });
    await tab.setContent(page(svg.replace('<svg ', `<svg width="${size}" height="${size}" `), [size, size]));
    await tab.screenshot({ path: path.join(publicDir, name), omitBackground: svg === favicon });
    await tab.close();
    console.log(`public/${name} (${size} × ${size})`);
  }
  const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await tab.setContent(share);
  await tab.screenshot({ path: path.join(publicDir, 'og-image.png') });
  console.log('public/og-image.png (1200 × 630)');
} finally {
  await browser.close();
}
