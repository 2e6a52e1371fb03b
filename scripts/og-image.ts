/**
 * npx tsx scripts/og-image.ts — draws public/og-image.png, the link-preview card every public
 * page names (og:image, twitter:image; functions/src/contracts/page-head.ts): an HTML card at
 * exactly the size Open Graph asks for, screenshotted by the system Chromium that the e2e tests
 * use. Run it again after changing the card; the PNG is checked in.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { OG_IMAGE, SITE_NAME } from '../functions/src/contracts/page-head';
import { site } from '../src/config/site';
import { findChromium } from './lib/preflight';
import { ROOT } from './lib/stack';

// The favicon's speech bubble (public/favicon.svg), drawn large.
const bubble =
  '<svg viewBox="0 0 32 32" width="120" height="120"><rect width="32" height="32" rx="8" fill="#4f46e5"/><path d="M9 10h11a4 4 0 0 1 4 4v3a4 4 0 0 1-4 4h-6l-5 4v-4a3 3 0 0 1 0-6z" fill="#fff"/></svg>';

const card = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  html, body { margin: 0; }
  body {
    width: ${OG_IMAGE.width}px; height: ${OG_IMAGE.height}px; box-sizing: border-box;
    padding: 96px 104px; display: flex; flex-direction: column; justify-content: space-between;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif;
    color: #f8fafc;
    background: radial-gradient(circle at 85% 15%, #6366f1 0, transparent 45%),
      linear-gradient(135deg, #1e1b4b 0%, #312e81 55%, #4338ca 100%);
  }
  .brand { display: flex; align-items: center; gap: 32px; font-size: 72px; font-weight: 700;
    letter-spacing: -0.02em; }
  h1 { margin: 0; font-size: 60px; line-height: 1.15; font-weight: 650; letter-spacing: -0.02em;
    max-width: 900px; }
  p { margin: 0; font-size: 30px; color: #c7d2fe; }
</style></head>
<body>
  <div class="brand">${bubble}<span>${SITE_NAME}</span></div>
  <h1>One workspace for your team, from first invite to paid plan</h1>
  <p>${site.description}</p>
</body></html>`;

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({
    viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height },
  });
  await page.setContent(card);
  const file = join(ROOT, 'public', OG_IMAGE.path);
  writeFileSync(file, await page.screenshot({ type: 'png' }));
  console.log(`wrote ${file}`);
} finally {
  await browser.close();
}
