import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { createUser } from './support/emulators';
import { openSignedIn } from './support/signed-in';
import { appStarted } from './support/ui';

const ADMIN = { email: 'admin@example.com', password: 'parley-demo-1' };

test('a visitor sees what applying involves and the sign-up step; a signed-in user applies, a super admin approves from the queue, the applicant sees it approved', async ({
  page,
  browser,
}) => {
  // A visitor stays on the page: what applying involves, and the sign-up step that comes back.
  await page.goto('/affiliate/apply');
  await expect(page.getByRole('heading', { name: 'What applying involves' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account to apply' }).click();
  await expect(page).toHaveURL('/register?redirect=%2Faffiliate%2Fapply');

  const tag = randomUUID().slice(0, 6);
  const name = `Eve Applicant ${tag}`;
  const username = `eve_${tag.replace(/-/g, '')}`;
  const applicant = await createUser({ prefix: 'applicant', displayName: name });
  await openSignedIn(page, applicant, '/affiliate/apply');
  await expect(page.getByRole('heading', { name: 'Apply to become an affiliate' })).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue(name);
  await page.getByLabel('Website or channel URL').fill('https://eve.example.com');
  await page.getByLabel('Your audience').fill('Remote teams that read my weekly newsletter.');
  await page.getByLabel('How you will promote Parley').fill('A review and a tutorial video.');
  await page.getByLabel('Desired username').fill(username);
  await page.getByLabel('Desired username').blur();
  await expect(page.getByText(`${username} is available.`)).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your application is pending review' }),
  ).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await openSignedIn(admin, ADMIN, '/admin/affiliates/applications');
  await expect(admin).toHaveTitle('Affiliate Applications - Admin');
  await admin.getByRole('button', { name: `Review the application of ${name}` }).click();
  const dialog = admin.getByRole('dialog');
  // The account facts: the applicant's address and that it is verified.
  await expect(dialog.getByText(`${applicant.email} (verified)`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve…' }).click();
  await expect(dialog.getByLabel('Affiliate username')).toHaveValue(username);
  await dialog.getByRole('button', { name: 'Approve application' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(
    admin.getByRole('button', { name: `Review the application of ${name}` }),
  ).toBeHidden();
  await admin.context().close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your application is approved' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accept the agreement' })).toHaveAttribute(
    'href',
    '/affiliate/accept-agreement',
  );
});

test('the programme page shows the live terms and the calculator', async ({ page }) => {
  await page.goto('/affiliate/program');
  await expect(page.getByText('20% of every payment')).toBeVisible();
  await expect(page.getByText('For the first 12 months of each customer')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Earnings calculator' })).toBeVisible();
  // Its fields wait for the app, which a visitor's first move starts.
  await appStarted(page);
  await page.getByLabel('Referred customers per month').fill('1');
  await page.getByLabel('Average plan price').selectOption({ label: 'Custom price' });
  await page.getByLabel('Price a month (USD)').fill('100');
  await expect(page.getByTestId('earnings-first-month')).toHaveText('$20');
  await expect(page.getByTestId('earnings-first-year')).toHaveText('$1,560');
});
