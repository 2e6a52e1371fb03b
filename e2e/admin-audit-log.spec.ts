import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { createUser } from './support/emulators';
import { openSignedIn } from './support/signed-in';

test('a super admin disables a user, then finds exactly that in the audit log by target and exports it', async ({
  page,
}) => {
  const admin = await createUser({ superAdmin: true, prefix: 'auditor' });
  const target = await createUser({ prefix: 'audited', displayName: 'Audited Person' });
  await openSignedIn(page, admin, `/admin/users/${target.uid}`);
  await page.getByRole('button', { name: 'Disable account', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  await page.goto('/admin');
  await page.getByRole('link', { name: 'See the whole audit log' }).click();
  await expect(page).toHaveURL('/admin/audit-log');
  await expect(page).toHaveTitle('Audit log - Admin');

  const filters = page.getByRole('search', { name: 'Filter the audit log' });
  await filters.getByLabel('Admin email').fill(admin.email);
  await filters.getByLabel('Target id').fill(target.uid);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const table = page.getByRole('table', { name: 'Audit log, newest first' });
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the one entry
  await expect(table.getByText('users.disable')).toBeVisible();
  await expect(table.getByText(target.email)).toBeVisible();
  await expect(table.getByText('disabled: false → true')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${admin.email},users.disable,user,${target.uid}`);
  await expect(page.getByText('Exported 1 entry.')).toBeVisible();
});
