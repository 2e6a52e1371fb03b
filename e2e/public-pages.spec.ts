import { expect, test, type Page } from '@playwright/test';

/**
 * Public pages read their few documents through Firestore Lite (one-off REST reads), never the
 * full SDK, whose reads and listeners go through the WebChannel `Listen` stream: a visitor's
 * browser does not download, parse and run it (issue 13's Lighthouse figures).
 */
function firestoreTraffic(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (
      request.url().includes('google.firestore.v1.Firestore') ||
      /documents[:/]/.test(request.url())
    )
      urls.push(request.url());
  });
  return {
    /** Full SDK streams (reads, listeners, writes). */
    streams: () => urls.filter((u) => /google\.firestore\.v1\.Firestore\/(Listen|Write)/.test(u)),
    /** Firestore Lite's REST reads (`documents/…`, `documents:batchGet`, `documents:runQuery`). */
    restReads: () => urls.filter((u) => /\/databases\/[^/]+\/documents[:/]/.test(u)),
  };
}

for (const { path, shows } of [
  // Each is a figure the page can only show once its read answered.
  {
    path: '/pricing',
    shows: (page: Page) => page.getByRole('heading', { name: 'Team', exact: true }),
  },
  {
    path: '/terms-and-conditions',
    shows: (page: Page) => page.getByText(/^Version \d+ · effective /),
  },
  { path: '/affiliate/program', shows: (page: Page) => page.getByText(/Payable after/).first() },
]) {
  test(`${path} reads its data for a visitor without the full Firestore SDK`, async ({ page }) => {
    const traffic = firestoreTraffic(page);
    await page.goto(path);
    await expect(shows(page)).toBeVisible({ timeout: 20_000 });
    expect(traffic.restReads().length).toBeGreaterThan(0);
    expect(traffic.streams()).toEqual([]);
  });
}
