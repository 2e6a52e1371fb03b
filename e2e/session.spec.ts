import { expect, test, type Request } from '@playwright/test';
import { adminAuth, createUser } from './support/emulators';
import { signIn, signOut } from './support/ui';

const isSessionPost = (r: Request) =>
  r.method() === 'POST' && new URL(r.url()).pathname === '/api/__session';
const isTokenRefresh = (r: Request) => r.url().includes('securetoken.googleapis.com/v1/token');

test('the __session cookie is set after sign-in and cleared after sign-out, one token request per auth change', async ({
  page,
  context,
}) => {
  const user = await createUser();
  const sessionBodies: unknown[] = [];
  let refreshes = 0;
  page.on('request', (r) => {
    if (isSessionPost(r)) sessionBodies.push(r.postDataJSON());
    if (isTokenRefresh(r)) refreshes += 1;
  });

  const cookieSet = page.waitForResponse((r) => isSessionPost(r.request()) && r.status() === 200);
  await signIn(page, user.email, user.password);
  await cookieSet;

  const cookie = (await context.cookies()).find((c) => c.name === '__session');
  expect(cookie?.value).toBeTruthy();
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });

  // Give a refresh loop time to show itself: there must be none.
  await page.waitForTimeout(2000);
  expect(refreshes).toBe(1);
  expect(sessionBodies).toHaveLength(1);
  expect(sessionBodies[0]).toEqual({ token: expect.any(String) });

  const cookieCleared = page.waitForResponse(
    (r) => isSessionPost(r.request()) && r.status() === 200,
  );
  await signOut(page);
  await cookieCleared;
  expect(sessionBodies.at(-1)).toEqual({ token: null });
  expect((await context.cookies()).find((c) => c.name === '__session')).toBeUndefined();
});

test('a reload of a signed-in page refreshes the token once and re-posts it', async ({ page }) => {
  const user = await createUser();
  await signIn(page, user.email, user.password);
  let posts = 0;
  page.on('request', (r) => {
    if (isSessionPost(r)) posts += 1;
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(posts).toBe(1);
});

test('a user disabled by an admin is signed out with a message and loses the session cookie', async ({
  page,
  context,
}) => {
  const user = await createUser();
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL('/dashboard');
  const hasSessionCookie = async () =>
    (await context.cookies()).some((c) => c.name === '__session');
  await expect.poll(hasSessionCookie).toBe(true);

  await adminAuth.updateUser(user.uid, { disabled: true });
  await page.reload();
  // Restoring the session fails (USER_DISABLED) and Firebase drops the user without telling
  // the app why; the app sees a browser that held a session come back signed out.
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Your session has ended. Please sign in again.' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/?redirect=%2Fdashboard');
  await expect.poll(hasSessionCookie).toBe(false);
});
