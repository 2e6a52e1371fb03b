import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { getFirestore } from 'firebase-admin/firestore';
import { createUser } from './support/emulators';
import { signIn } from './support/ui';

test('publishing a new terms version asks a user who accepted the old one again', async ({
  page,
}) => {
  const user = await createUser();
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL('/dashboard');

  const db = getFirestore();
  const before = (await db.doc('policies/terms').get()).get('currentVersion') as number;
  const summary = `Refunds within 30 days (${Date.now()}).`;
  // Through the documented command, against this suite's Firestore emulator.
  const file = join(mkdtempSync(join(tmpdir(), 'terms-')), 'terms.md');
  writeFileSync(file, '## Refunds\n\nYou can ask for a refund within 30 days.\n');
  const output = execFileSync(
    'npm',
    ['run', '--silent', 'policy:publish', '--', 'terms', file, '--summary', summary],
    { encoding: 'utf8', env: process.env },
  );
  const version = (await db.doc('policies/terms').get()).get('currentVersion') as number;
  expect(version).toBe(before + 1);
  expect(output).toContain(`Published terms version ${version}`);

  // The next signed-in navigation asks again, saying what changed.
  await page.goto('/profile');
  await expect(page).toHaveURL('/accept-terms-and-conditions?redirect=%2Fprofile');
  await expect(
    page.getByRole('heading', { name: 'We updated our terms and conditions' }),
  ).toBeVisible();
  await expect(page.getByText(summary)).toBeVisible();
  await page.getByRole('button', { name: 'I accept' }).click();
  await expect(page).toHaveURL('/profile');

  // The public page shows the new version, with the earlier one a click away.
  await page.goto('/terms-and-conditions');
  await expect(page.getByText(`Version ${version} · effective`)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'All versions' })
    .getByRole('link', { name: `Version ${before}`, exact: true })
    .click();
  await expect(page).toHaveURL(`/terms-and-conditions?version=${before}`);
  await expect(page.getByText('You are reading an earlier version.')).toBeVisible();
});
