import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { listMail } from '../tests/support/mail';
import { openSignedIn } from './support/signed-in';

const db = getFirestore(
  getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-saas' }),
);

/**
 * Company owners the "Company owners" segment reaches: with a verified email, enabled, not
 * opted out.
 */
async function ownerEmails(): Promise<Set<string>> {
  const owners = new Set(
    (await db.collection('companies').select('ownerUid').get()).docs
      .map((doc) => doc.get('ownerUid') as unknown)
      .filter((uid): uid is string => typeof uid === 'string' && uid !== ''),
  );
  const emails = new Set<string>();
  for (const uid of owners) {
    const user = (await db.doc(`users/${uid}`).get()).data();
    const email: unknown = user?.email;
    const reachable =
      user?.emailVerified === true && user.announcementsOptOut !== true && user.disabled !== true;
    if (typeof email === 'string' && email !== '' && reachable) {
      emails.add(email.toLowerCase());
    }
  }
  return emails;
}

test('a super admin sends an announcement to company owners: MailDev holds exactly one mail per owner', async ({
  page,
}) => {
  // Two owners the segment must skip: a disabled account, and one who opted out on /profile.
  const tag = randomUUID().slice(0, 8);
  const skipped = ['disabled', 'optedout'].map((kind) => ({
    uid: `mail-${kind}-${tag}`,
    email: `mail-${kind}-${tag}@example.com`,
    fields: kind === 'disabled' ? { disabled: true } : { announcementsOptOut: true },
  }));
  for (const owner of skipped) {
    await db
      .doc(`users/${owner.uid}`)
      .set({ email: owner.email, emailVerified: true, ...owner.fields });
    await db
      .doc(`companies/mail-${owner.uid}`)
      .set({ name: `Skipped ${owner.uid}`, slug: `mail-${owner.uid}`, ownerUid: owner.uid });
  }
  const owners = await ownerEmails();
  expect(owners.size).toBeGreaterThan(0);
  const subject = `Owners news ${randomUUID().slice(0, 8)}`;

  await openSignedIn(
    page,
    { email: 'admin@example.com', password: 'parley-demo-1' },
    '/admin/email',
  );
  await expect(page.getByRole('heading', { name: 'Email', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Mail log' })).toBeVisible();

  await page.getByRole('tab', { name: 'Announcements' }).click();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message (Markdown)').fill('Hello owners,\n\nWe shipped **seat reports**.');
  await page.getByRole('combobox', { name: 'Audience' }).click();
  await page.getByRole('option', { name: 'Company owners' }).click();
  // The audience count is a callable that may be the stack's first admin call (cold).
  await expect(page.getByText(/^Reaches \d+ (people|person)/)).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.frameLocator('iframe[title="Preview of the announcement"]');
  await expect(preview.getByText('seat reports')).toBeVisible();

  await page.getByRole('button', { name: 'Send…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send this announcement?' });
  const confirm = dialog.getByRole('button', { name: /^Send to \d+ (people|person)$/ });
  await expect(confirm).toBeVisible();
  const audience = Number(/\d+/.exec((await confirm.textContent()) ?? '')?.[0]);
  expect(audience).toBeGreaterThanOrEqual(owners.size);
  await confirm.click();

  await expect(page.getByText(new RegExp(`Sent “${subject}”: \\d+ of \\d+`))).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('table', { name: 'Announcements' })).toContainText(subject);

  // Exactly one mail per owner: filtered by this run's subject (other specs mail too).
  await expect
    .poll(async () => (await listMail()).filter((m) => m.subject === subject).length, {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(owners.size);
  const mails = (await listMail()).filter((m) => m.subject === subject);
  const addresses = mails.flatMap((m) => m.envelope.to.map((a) => a.address.toLowerCase()));
  expect(new Set(addresses).size).toBe(addresses.length);
  for (const owner of owners) {
    expect(
      addresses.filter((a) => a === owner),
      owner,
    ).toHaveLength(1);
  }
  // Nobody else: each mail went to an owner the announcement claimed, and never to a member
  // who owns nothing, a disabled owner or one who opted out.
  const markers = await db.collection('announcements').where('subject', '==', subject).get();
  const recipients = await markers.docs[0]?.ref.collection('recipients').get();
  const claimed = new Set(recipients?.docs.map((d) => String(d.get('email')).toLowerCase()) ?? []);
  expect(new Set(addresses)).toEqual(claimed);
  for (const doc of recipients?.docs ?? []) {
    const owns = await db.collection('companies').where('ownerUid', '==', doc.id).limit(1).get();
    expect(owns.size, `${doc.id} owns a company`).toBe(1);
  }
  expect(addresses).not.toContain('teammate@example.com');
  for (const owner of skipped) expect(addresses).not.toContain(owner.email);
  const mail = mails[0];
  expect(mail?.headers['list-unsubscribe']).toContain('/api/unsubscribe?uid=');
});
