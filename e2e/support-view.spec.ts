import { expect, test } from './support/test';
import { createUser } from './support/emulators';
import { openSignedIn } from './support/signed-in';

const ADMIN = { email: 'admin@example.com', password: 'parley-demo-1' };

test('a super admin views the app as a user, read-only, with a banner; a save is refused; Exit brings the admin back', async ({
  page,
}) => {
  const person = await createUser({ prefix: 'viewed', displayName: 'Vera Viewed' });
  await openSignedIn(page, ADMIN, `/admin/users/${person.uid}`);
  await expect(page.getByRole('heading', { name: 'Vera Viewed', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'View as user' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'View the app as Vera Viewed?' });
  await dialog.getByLabel('Reason').fill('Ticket 5120: the dashboard looks empty to her');
  await dialog.getByRole('button', { name: 'Start viewing' }).click();

  // The tab is now the app as Vera, with the banner on every page.
  await expect(page).toHaveURL('/dashboard');
  const banner = page.getByRole('region', { name: 'Support view' });
  await expect(banner).toContainText('Viewing as Vera Viewed, read-only.');
  await page.goto('/profile');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Support access' })).toContainText(
    'Viewing now, read-only',
  );
  await expect(page.getByRole('region', { name: 'Sign-in settings' })).toContainText(
    'Not shown in a support view',
  );

  // A write is refused by the server, and says why.
  await page.getByLabel('Bio (optional)').fill('Changed by support');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('This is a read-only support view.')).toBeVisible();

  // Exit: back on the admin's page of Vera, signed in as the admin without signing in again.
  await banner.getByRole('button', { name: 'Exit view' }).click();
  await expect(page).toHaveURL(`/admin/users/${person.uid}`);
  await expect(page.getByRole('heading', { name: 'Vera Viewed', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Support view' })).toBeHidden();

  // Both ends are in the audit log.
  await page.goto('/admin/audit-log');
  await page.getByLabel('Target id').fill(person.uid);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  // Once the filter applies, the table holds its header and this view's two entries (until
  // then it shows the previous, unfiltered rows).
  await expect(page.getByRole('row')).toHaveCount(3);
  const rows = page.getByRole('row').filter({ hasText: person.uid });
  await expect(rows.filter({ hasText: 'users.startSupportView' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'users.endSupportView' })).toHaveCount(1);
});
