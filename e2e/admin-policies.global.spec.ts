import { expect, test } from './support/test';
import { getFirestore } from 'firebase-admin/firestore';
import { createUser } from './support/emulators';
import { openSignedIn } from './support/signed-in';

// Publishing asks every user again, so this spec runs in the product-wide project (alone).
test('a super admin publishes a new terms version from the editor; a user is then asked to accept it', async ({
  page,
  browser,
}) => {
  const db = getFirestore();
  const [admin, user] = await Promise.all([createUser({ superAdmin: true }), createUser()]);
  const before = (await db.doc('policies/terms').get()).get('currentVersion') as number;
  const next = before + 1;
  const summary = `Refunds within 30 days (${Date.now()}).`;

  await openSignedIn(page, admin, '/admin/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  const text = page.getByLabel('Text (Markdown)');
  await expect(text).not.toHaveValue('');
  await expect(
    page.getByRole('listitem').filter({ hasText: `Version ${before} (current)` }),
  ).toBeVisible();

  // The preview renders the Markdown; the diff names the added lines in words.
  await text.press('ControlOrMeta+End');
  await text.pressSequentially('\n## Refunds\n\nYou can ask for a refund within 30 days.\n');
  await expect(
    page
      .getByRole('region', { name: 'Preview' })
      .getByRole('heading', { name: 'Refunds', level: 2 }),
  ).toBeVisible();
  const changes = page.getByRole('region', { name: `Changes against version ${before}` });
  await expect(changes.getByText('Added: ## Refunds')).toBeVisible();

  await page.getByLabel('Summary of changes').fill(summary);
  await page.getByRole('button', { name: `Publish version ${next}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Publish version ${next} of the terms` });
  await expect(dialog).toContainText('Every user will be asked to accept it');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`Version ${next} published.`)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: `Version ${next} (current)` }),
  ).toContainText(summary);
  await expect(page.getByTestId('acceptance-stats')).toContainText(`accepted version ${next}`);

  // Stored like the command stores it, and audited.
  expect((await db.doc('policies/terms').get()).get('currentVersion')).toBe(next);
  const stored = (await db.doc(`policies/terms/versions/${next}`).get()).data();
  expect(stored).toMatchObject({ summary });
  expect(stored?.content).toContain('## Refunds');
  const audit = await db
    .collection('auditLog')
    .where('action', '==', 'policies.publish')
    .where('actor.uid', '==', admin.uid)
    .get();
  expect(audit.docs.map((d) => d.get('after.currentVersion'))).toEqual([next]);

  // A user who accepted the previous version is asked again, with what changed.
  const context = await browser.newContext();
  const userPage = await context.newPage();
  await openSignedIn(userPage, user, '/dashboard');
  await expect(userPage).toHaveURL(/\/accept-terms-and-conditions\?redirect=/);
  await expect(
    userPage.getByRole('heading', { name: 'We updated our terms and conditions' }),
  ).toBeVisible();
  await expect(userPage.getByText(summary)).toBeVisible();
  await userPage.getByRole('button', { name: 'I accept' }).click();
  await expect(userPage).not.toHaveURL(/\/accept-terms-and-conditions/);
  await context.close();
});
