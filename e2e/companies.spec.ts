import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { waitForMail } from '../tests/support/mail';
import { adminAuth, createUser, PASSWORD, uniqueEmail } from './support/emulators';
import { acceptPoliciesInUi, signOut } from './support/ui';
import { openSignedIn } from './support/signed-in';

test('an owner creates a company, invites a new email, and the invitee joins, is promoted and removed', async ({
  browser,
  page,
}) => {
  const owner = await createUser({ displayName: 'Olive Owner' });
  await openSignedIn(page, owner, '/company/setup');

  // Create the company.
  const name = `Acme ${randomUUID().slice(0, 6)}`;
  await expect(page).toHaveTitle('Company Setup');
  await page.getByLabel('Company name').fill(name);
  await expect(page.getByLabel('Slug')).toHaveValue(name.toLowerCase().replace(/ /g, '-'));
  await page.getByRole('button', { name: 'Create company' }).click();
  // A company's first write on a cold emulator can take several seconds.
  await expect(page).toHaveURL('/company', { timeout: 30_000 });
  await expect(page).toHaveTitle('Company Management');
  await expect(page.getByLabel('Company name')).toHaveValue(name);

  // Invite a new address as a member.
  await page.goto('/company/members');
  const invitee = uniqueEmail('invitee');
  const inviteForm = page.getByRole('form', { name: 'Invite by email' });
  await inviteForm.getByLabel('Email address').fill(invitee);
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(invitee, { exact: true })).toBeVisible();

  // The invitee opens the link from the mail catcher in their own browser, signs up and accepts.
  const mail = await waitForMail({ to: invitee, subjectIncludes: name });
  const link = /href="([^"]*accept-invite\?token=[^"]+)"/.exec(mail.html)?.[1];
  expect(link).toBeTruthy();
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  await inviteePage.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(inviteePage).toHaveURL(/\/\?redirect=%2Faccept-invite%3Ftoken%3D/);
  await inviteePage.getByRole('link', { name: 'Create an account' }).click();
  await inviteePage.getByLabel('Your name (optional)').fill('Ivy Invitee');
  await inviteePage.getByLabel('Email').fill(invitee);
  await inviteePage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await inviteePage.getByRole('button', { name: 'Create account' }).click();
  await acceptPoliciesInUi(inviteePage);
  await expect(inviteePage).toHaveURL(/\/accept-invite\?token=/);
  await expect(inviteePage.getByRole('heading', { name: `Join ${name}` })).toBeVisible();
  // A brand-new account has not verified its address: it cannot answer the invitation yet.
  await inviteePage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(
    inviteePage.getByRole('heading', { name: 'Verify your email address first' }),
  ).toBeVisible();
  // The invitee opens the verification link (the Auth emulator lists it; marking it is the same).
  const { uid } = await adminAuth.getUserByEmail(invitee);
  await adminAuth.updateUser(uid, { emailVerified: true });
  await inviteePage.reload();
  await expect(inviteePage.getByRole('heading', { name: `Join ${name}` })).toBeVisible();
  await inviteePage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(inviteePage).toHaveURL('/company/members');
  const inviteeRow = inviteePage.getByRole('row').filter({ hasText: 'Ivy Invitee' });
  await expect(inviteeRow).toContainText('Member');

  // The owner sees them with the right role, promotes them, then removes them.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'Ivy Invitee' });
  await expect(row.getByRole('combobox', { name: 'Role for Ivy Invitee' })).toHaveText(/Member/);
  await row.getByRole('combobox', { name: 'Role for Ivy Invitee' }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await expect(row.getByRole('combobox', { name: 'Role for Ivy Invitee' })).toHaveText(/Admin/);
  // The change reaches the invitee's open page live.
  await expect(inviteeRow).toContainText('Admin');

  await row.getByRole('button', { name: 'Remove Ivy Invitee' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove Ivy Invitee?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Ivy Invitee' })).toHaveCount(0);
  await expect(inviteePage.getByText('You are not in a company yet')).toBeVisible();
  await inviteeContext.close();
  await signOut(page);
});

test("a member of another company sees only their own company's pages", async ({ page }) => {
  const other = await createUser({ displayName: 'Bo Other' });
  await openSignedIn(page, other, '/company/setup');
  const name = `Other ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Company name').fill(name);
  await page.getByRole('button', { name: 'Create company' }).click();
  // A company's first write on a cold emulator can take several seconds.
  await expect(page).toHaveURL('/company', { timeout: 30_000 });

  // The seeded demo company (Acme Inc) and its members stay invisible to them.
  await page.goto('/company/members');
  await expect(page.getByRole('row').filter({ hasText: 'Bo Other' })).toBeVisible();
  await expect(page.getByText('user@example.com')).toHaveCount(0);
  await page
    .getByRole('button', { name: /company/i })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: /Acme Inc/ })).toHaveCount(0);
});
