import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { waitForMail } from '../tests/support/mail';
import { createUser } from './support/emulators';
import { openSignedIn } from './support/signed-in';
import { appStarted } from './support/ui';

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('a username set on /profile gives a public page that a signed-out visitor sees', async ({
  page,
  browser,
}) => {
  const user = await createUser({ displayName: 'Pat Profile' });
  const username = `pat_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  await openSignedIn(page, user, '/profile');
  await expect(page).toHaveTitle('Your profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();

  // A bio, made public, then a username.
  await page.getByLabel('Bio (optional)').fill('I test the things other people build.');
  await page.getByRole('switch', { name: 'Show my bio' }).click();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByRole('button', { name: 'Claim username' }).click();
  await expect(page.getByRole('link', { name: `/@${username}` })).toBeVisible();
  await expect(page.getByTestId('public-preview')).toContainText(`@${username}`);

  // The page fits a phone, its toasts included (measured once the new width is laid out).
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expect(page.getByTestId('toast').first()).toBeVisible();

  // A visitor with no session at all.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/@${username}`);
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Pat Profile' })).toBeVisible();
  await expect(publicPage.getByText(`@${username}`)).toBeVisible();
  await expect(publicPage.getByText('I test the things other people build.')).toBeVisible();
  await expect(publicPage.getByText(/^Joined /)).toHaveCount(0);
  await expect(publicPage).toHaveTitle(`Pat Profile (@${username})`);
  await publicPage.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => horizontalOverflow(publicPage)).toBeLessThanOrEqual(0);
  await visitor.close();
});

test('an unknown username shows Page Not Found', async ({ page }) => {
  await page.goto('/@nobody_here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page Not Found: /@nobody_here')).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(page).toHaveTitle('Page Not Found');
});

test('the contact form sends the message to support', async ({ page }) => {
  const id = randomUUID().slice(0, 8);
  const name = `Casey ${id}`;
  const email = `casey-${id}@example.com`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  // Its button waits for the app, which a visitor's first move starts.
  await appStarted(page);

  // Nothing is sent while the form is incomplete.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Topic', { exact: true }).selectOption('support');
  await page
    .getByLabel('Message', { exact: true })
    .fill('I cannot find where to change my password.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('heading', { name: `Thank you, ${name}. Your message is on its way.` }),
  ).toBeVisible();

  const mail = await waitForMail({ to: 'support@parley.example', subjectIncludes: name });
  expect(mail.subject).toBe(`Contact form: Support (from ${name})`);
  expect(mail.replyTo).toEqual([expect.objectContaining({ address: email })]);
  expect(mail.text).toContain('I cannot find where to change my password.');
});
