import { expect, test, type Page, type Request } from './support/test';
import { getFirestore } from 'firebase-admin/firestore';
import { adminAuth, createUser, PASSWORD, uniqueEmail } from './support/emulators';
import { acceptPoliciesInUi, signIn, signOut } from './support/ui';

// Headless Chromium says "HeadlessChrome", which the server rightly drops as a bot.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
});

const DEMO_AFFILIATE = { uid: 'demo-affiliate', username: 'alex_affiliate' };
/** The tracker sends a visit this long after a navigation (TRACK_DELAY_MS, affiliate-tracker.tsx). */
const TRACK_DELAY_MS = 100;
const isAffiliateCall = (action: string) => (r: Request) =>
  r.url().includes('/affiliateOperations') && (r.postData() ?? '').includes(`"${action}"`);

const storage = (page: Page) =>
  page.evaluate(() => ({
    affiliate: localStorage.getItem('current_affiliate'),
    session: localStorage.getItem('affiliate_session_id'),
  }));

test('a ?ref link is stored, visits are tracked, and the sign-up is attributed', async ({
  page,
}) => {
  const tracked: unknown[] = [];
  page.on('response', async (response) => {
    if (isAffiliateCall('trackAffiliateVisit')(response.request()))
      tracked.push(await response.json());
  });

  await page.goto(`/?ref=${DEMO_AFFILIATE.username}&utm_source=x`);
  await expect
    .poll(() => storage(page))
    .toEqual({
      affiliate: DEMO_AFFILIATE.username,
      session: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  const { session } = await storage(page);
  await expect.poll(() => tracked.length).toBe(1);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'About Parley' })).toBeVisible();
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await expect.poll(() => tracked.length).toBe(3);
  // Each answer says when the referral ends: the click plus the window, not moved by the page
  // views after it; the browser keeps it.
  const expiry = expect.any(Number) as unknown as number;
  expect(tracked).toEqual([
    { result: { tracked: true, referralExpiresAt: expiry } },
    { result: { tracked: true, referralExpiresAt: expiry } },
    { result: { tracked: true, referralExpiresAt: expiry } },
  ]);
  const expiries = new Set(
    tracked.map((t) => (t as { result: { referralExpiresAt: number } }).result.referralExpiresAt),
  );
  expect(expiries.size).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('affiliate_referral_expires_at'))).toBe(
    String([...expiries][0]),
  );

  const attribution = page.waitForResponse((r) =>
    isAffiliateCall('processAttribution')(r.request()),
  );
  await page.getByRole('link', { name: 'Get started' }).first().click();
  // The contact page has an Email field too: fill the register form's, once it is there.
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const email = uniqueEmail('referred');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await acceptPoliciesInUi(page);
  await expect(page).toHaveURL('/dashboard');
  expect(await (await attribution).json()).toEqual({ result: { attributed: true } });
  await expect.poll(() => storage(page)).toEqual({ affiliate: null, session: null });

  const db = getFirestore();
  const user = await adminAuth.getUserByEmail(email);
  const decision = await db.doc(`affiliateAttributions/${user.uid}`).get();
  expect(decision.get('affiliateUid')).toBe(DEMO_AFFILIATE.uid);
  const visits = await db.collection('affiliateVisits').where('sessionId', '==', session).get();
  // Every page of the session until the sign-up; later pages only if tracked before the keys went.
  const pages = visits.docs
    .map((d) => d.get('page') as string)
    .filter(
      (p) => !['/dashboard', '/accept-terms-and-conditions', '/accept-privacy-policy'].includes(p),
    );
  expect(pages.sort()).toEqual(['/', '/about', '/contact', '/register']);
  expect(visits.docs.every((d) => d.get('utmSource') === null || d.get('utmSource') === 'x')).toBe(
    true,
  );

  // The affiliate sees those visits and the conversion on their dashboard.
  await signOut(page);
  await signIn(
    page,
    'affiliate@example.com',
    'parley-demo-1',
    '/login?redirect=%2Faffiliate%2Fdashboard',
  );
  await expect(page).toHaveURL('/affiliate/dashboard');
  await expect(page.getByTestId('referral-link')).toContainText(`/?ref=${DEMO_AFFILIATE.username}`);
  // The first results are computed by a callable over 30 days of rollups: give it time.
  await expect
    .poll(async () => Number(await page.getByTestId('total-visits').textContent()), {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(4);
  await expect
    .poll(async () => Number(await page.getByTestId('total-signups').textContent()))
    .toBeGreaterThanOrEqual(1);
  await expect(
    page.getByTestId('recent-visit').filter({ hasText: '/register' }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('recent-visit').filter({ hasText: 'Yes' }).first()).toBeVisible();
});

test('a signed-in user who is not an affiliate is shown the way to join', async ({ page }) => {
  const user = await createUser();
  await signIn(page, user.email, user.password, '/login?redirect=%2Faffiliate%2Fdashboard');
  await expect(page.getByRole('link', { name: 'Join the programme' })).toHaveAttribute(
    'href',
    '/affiliate/join',
  );
});

test('an invalid ref is ignored and nothing is tracked', async ({ page }) => {
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/affiliateOperations')) calls += 1;
  });
  // The page's clock is ours: running it past the tracker's delay runs its decision to send.
  await page.clock.install();
  await page.goto('/?ref=Not-Valid!');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(TRACK_DELAY_MS);
  expect(await storage(page)).toEqual({ affiliate: null, session: null });
  expect(calls).toBe(0);
});

test('a tracking chunk that fails to load never reloads or breaks the page', async ({ page }) => {
  let documentLoads = 0;
  page.on('load', () => (documentLoads += 1));
  await page.route(/\/assets\/track-visit-.*\.js$/, (route) => route.abort());
  const chunkFailed = page.waitForEvent('requestfailed', (r) => /track-visit-/.test(r.url()));
  await page.goto(`/?ref=${DEMO_AFFILIATE.username}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await chunkFailed;
  // A round trip through the page after the failure: a reload it set off would have begun.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  expect(documentLoads).toBe(1);
  await expect(page.getByTestId('error-status')).toHaveCount(0);
});
