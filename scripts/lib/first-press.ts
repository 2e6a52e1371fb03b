import { chromium, type Browser, type Page } from '@playwright/test';
import { findChromium } from './preflight';

/**
 * What starting a prerendered page's app at the visitor's first sign of intent costs that
 * visitor (public/start-app-when-needed.js): how long the colour toggle takes to respond to a
 * press made before the app has run (its code fetched, not run), beside a press once it runs.
 * Milliseconds from the pointer going down to the button showing itself pressed, in Chromium
 * with its CPU slowed as Lighthouse's is.
 */
export interface FirstPress {
  /** The first press of the page: the app starts with it. */
  beforeAppRan: number;
  /** A press once the app has taken over the page (the yardstick). */
  onceItRuns: number;
}

export async function openPressBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-quic'],
  });
}

/** Presses the button named `name` and times it, in the page. */
async function timedPress(page: Page, name: string): Promise<number> {
  const button = page.getByRole('button', { name, exact: true }).first();
  const pressed = button.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        let down = NaN;
        addEventListener('pointerdown', () => (down = performance.now()), {
          capture: true,
          once: true,
        });
        new MutationObserver((_, observer) => {
          if (element.getAttribute('aria-pressed') !== 'true') return;
          observer.disconnect();
          resolve(performance.now() - down);
        }).observe(element, { attributes: true, attributeFilter: ['aria-pressed'] });
      }),
  );
  await button.click();
  return pressed;
}

export async function measureFirstPress(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
): Promise<FirstPress> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // Loaded, painted and its code fetched: a visitor who read for a moment, then pressed.
    await page.goto(url, { waitUntil: 'networkidle' });
    if ((await page.locator('#root[data-started]').count()) > 0) {
      throw new Error(`${url}: the app ran before any press`);
    }
    const beforeAppRan = await timedPress(page, 'Dark colour mode');
    await page.locator('#root[data-started]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const onceItRuns = await timedPress(page, 'Light colour mode');
    return { beforeAppRan, onceItRuns };
  } finally {
    await context.close();
  }
}
