import { expect, test, type Request } from './support/test';
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

  const cookieCleared = page.waitForResponse(
    (r) => isSessionPost(r.request()) && r.status() === 200,
  );
  await signOut(page);
  await cookieCleared;
  // Auth changes are synced one after another: the sign-out's post comes after everything the
  // sign-in set off, so a refresh loop would show here as more refreshes and posts.
  expect(refreshes).toBe(1);
  expect(sessionBodies).toEqual([{ token: expect.any(String) }, { token: null }]);
  expect((await context.cookies()).find((c) => c.name === '__session')).toBeUndefined();
});

test('a reload of a signed-in page refreshes the token once and re-posts it', async ({ page }) => {
  const user = await createUser();
  await signIn(page, user.email, user.password);
  const bodies: unknown[] = [];
  page.on('request', (r) => {
    if (isSessionPost(r)) bodies.push(r.postDataJSON());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cookieCleared = page.waitForResponse(
    (r) =>
      isSessionPost(r.request()) &&
      (r.request().postDataJSON() as { token: unknown } | null)?.token === null,
  );
  // Auth changes are synced one after another: the sign-out's post comes after everything the
  // reload set off, so by then every token post of the reload has been sent.
  await signOut(page);
  await cookieCleared;
  expect(bodies).toEqual([{ token: expect.any(String) }, { token: null }]);
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
