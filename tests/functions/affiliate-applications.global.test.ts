import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Application, ApplicationRow } from '@contracts/affiliate-applications';
import { DEFAULT_PROGRAMME_SETTINGS } from '@contracts/affiliate-programme';
import type { CallableInput } from '@contracts/callables';
import { callerFor, closeCallers } from '../support/callable-client';
import { adminDb, errorCode } from '../support/companies';
import { listMail, waitForMail } from '../support/mail';
import { adminAuth, createSignedInUser } from '../support/users';
import { untilNextSecond } from '../support/next-second';

type ApplyInput = CallableInput<'affiliateApplicationOperations'>;
type AdminInput = CallableInput<'adminAffiliateApplicationOperations'>;
type SettingsInput = CallableInput<'adminAffiliateProgrammeOperations'>;

const settingsRef = adminDb.doc('affiliateProgramme/settings');

/** A signed-in applicant (a verified address unless told) with a client of the callable. */
async function applicant(options: { verified?: boolean } = {}) {
  const user = await createSignedInUser();
  if (options.verified !== false) await adminAuth.updateUser(user.uid, { emailVerified: true });
  const call = await callerFor(user);
  return {
    ...user,
    call: (input: ApplyInput) => call('affiliateApplicationOperations', input),
  };
}

const form = (username: string) => ({
  name: 'Ada Applicant',
  website: 'https://ada.example.com',
  audience: 'Ten thousand product managers on my newsletter.',
  promotion: 'A review in my newsletter and a tutorial video.',
  payoutEmail: 'Payouts@Ada.example.com',
  username,
  acceptTerms: true as const,
});
const uniqueName = () => `app_${randomUUID().slice(0, 8).replace(/-/g, '')}`;

type Role = 'superAdmin' | 'plain' | 'stringClaim' | 'revoked';
const admins = {} as Record<
  Role,
  {
    uid: string;
    email: string;
    review: (input: AdminInput) => Promise<unknown>;
    settings: (input: SettingsInput) => Promise<unknown>;
  }
>;

beforeAll(async () => {
  const callerAs = async (claims?: Record<string, unknown>) => {
    const user = await createSignedInUser(claims);
    const call = await callerFor(user);
    return {
      uid: user.uid,
      email: user.email,
      review: (input: AdminInput) => call('adminAffiliateApplicationOperations', input),
      settings: (input: SettingsInput) => call('adminAffiliateProgrammeOperations', input),
    };
  };
  const [superAdmin, plain, stringClaim, revoked] = await Promise.all([
    callerAs({ superAdmin: true }),
    callerAs(),
    callerAs({ superAdmin: 'true' }),
    callerAs({ superAdmin: true }),
  ]);
  await untilNextSecond();
  await adminAuth.revokeRefreshTokens(revoked.uid);
  Object.assign(admins, { superAdmin, plain, stringClaim, revoked });
});
afterEach(() => settingsRef.delete());
afterAll(closeCallers);

const auditOf = async (targetId: string) =>
  (await adminDb.collection('auditLog').where('target.id', '==', targetId).get()).docs.map((d) =>
    d.data(),
  );

async function applyAs(user: Awaited<ReturnType<typeof applicant>>, username = uniqueName()) {
  const { application } = (await user.call({ action: 'apply', payload: form(username) })) as {
    application: Application;
  };
  return application;
}

describe('apply', () => {
  it('stores a pending application (normalised) and shows it to the applicant', async () => {
    const user = await applicant();
    const username = uniqueName();
    const application = await applyAs(user, username.toUpperCase());
    expect(application).toMatchObject({
      uid: user.uid,
      accountEmail: user.email,
      status: 'pending',
      username,
      payoutEmail: 'payouts@ada.example.com',
      autoApproved: false,
    });
    const stored = await adminDb.doc(`affiliateApplications/${application.id}`).get();
    expect(stored.get('status')).toBe('pending');
    const mine = (await user.call({ action: 'getMine' })) as { application: Application };
    expect(mine.application?.id).toBe(application.id);
    expect(mine).toMatchObject({ isAffiliate: false, affiliateStatus: null });
    expect((await adminDb.doc(`affiliates/${user.uid}`).get()).exists).toBe(false);
  });

  it('allows one open application per user; withdrawing opens the way again', async () => {
    const user = await applicant();
    const first = await applyAs(user);
    expect(await errorCode(applyAs(user))).toBe('functions/failed-precondition');
    await user.call({ action: 'withdraw', payload: { applicationId: first.id } });
    const second = await applyAs(user);
    expect(second.status).toBe('pending');
    // Someone else's application cannot be withdrawn.
    const other = await applicant();
    expect(
      await errorCode(other.call({ action: 'withdraw', payload: { applicationId: second.id } })),
    ).toBe('functions/not-found');
  });

  it('refuses until a rejection’s re-apply date has passed', async () => {
    const user = await applicant();
    const first = await applyAs(user);
    await admins.superAdmin.review({
      action: 'reject',
      payload: { applicationId: first.id, reason: 'insufficientPresence' },
    });
    expect(await errorCode(applyAs(user))).toBe('functions/failed-precondition');
    await adminDb
      .doc(`affiliateApplications/${first.id}`)
      .update({ 'rejection.reapplyAfter': Date.now() - 1000 });
    expect((await applyAs(user)).status).toBe('pending');
  });

  it('refuses a username someone else holds, and bad input field by field', async () => {
    const user = await applicant();
    const taken = uniqueName();
    await adminDb.doc(`usernames/${taken}`).set({ uid: 'someone-else' });
    expect(await errorCode(applyAs(user, taken))).toBe('functions/already-exists');
    expect(await user.call({ action: 'checkUsername', payload: { username: taken } })).toEqual({
      available: false,
    });
    // The applicant's own public username is theirs to use.
    const own = uniqueName();
    await adminDb.doc(`usernames/${own}`).set({ uid: user.uid });
    expect(await user.call({ action: 'checkUsername', payload: { username: own } })).toEqual({
      available: true,
    });
    for (const payload of [
      { ...form(uniqueName()), acceptTerms: false },
      { ...form(uniqueName()), website: 'javascript:alert(1)' },
      { ...form('Bad Name!') },
      { ...form('admin') },
    ]) {
      expect(
        await errorCode(user.call({ action: 'apply', payload } as ApplyInput)),
        JSON.stringify(payload),
      ).toBe('functions/invalid-argument');
    }
    const visitor = await callerFor();
    expect(
      await errorCode(
        visitor('affiliateApplicationOperations', { action: 'apply', payload: form(uniqueName()) }),
      ),
    ).toBe('functions/unauthenticated');
  });

  it('auto-approves when the settings say so: affiliate created, username reserved, mailed', async () => {
    await settingsRef.set({ ...DEFAULT_PROGRAMME_SETTINGS, autoApprove: true });
    const user = await applicant();
    const username = uniqueName();
    const application = await applyAs(user, username);
    expect(application).toMatchObject({ status: 'approved', autoApproved: true });
    expect((await adminDb.doc(`usernames/${username}`).get()).data()).toEqual({ uid: user.uid });
    expect((await adminDb.doc(`affiliates/${user.uid}`).get()).data()).toMatchObject({
      username,
      status: 'approved',
      payoutEmail: 'payouts@ada.example.com',
      agreement: null,
    });
    await waitForMail({ to: user.email, subjectIncludes: 'You are a Parley affiliate' });
    // An affiliate does not apply again.
    expect(await errorCode(applyAs(user))).toBe('functions/failed-precondition');
  });

  it('mails an auto-approval only to a verified account address, never the payout address', async () => {
    await settingsRef.set({ ...DEFAULT_PROGRAMME_SETTINGS, autoApprove: true });
    const user = await applicant({ verified: false });
    const application = await applyAs(user, uniqueName());
    expect(application).toMatchObject({ status: 'approved', autoApproved: true });
    // The approval mail goes out right after the commit, inside the call that just returned.
    const mails = (await listMail()).filter((m) =>
      m.subject.includes('You are a Parley affiliate'),
    );
    const addresses = mails.flatMap((m) => m.envelope.to.map((t) => t.address.toLowerCase()));
    expect(addresses).not.toContain(user.email.toLowerCase());
    expect(addresses).not.toContain('payouts@ada.example.com');
  });
});

describe('review: super admins only', () => {
  it('refuses a plain user, a "true"-string claim and a revoked admin, with no audit entry', async () => {
    const user = await applicant();
    const application = await applyAs(user);
    const settingsAudits = (await auditOf('affiliateProgramme/settings')).length;
    const inputs: AdminInput[] = [
      { action: 'list', payload: {} },
      { action: 'get', payload: { applicationId: application.id } },
      { action: 'approve', payload: { applicationId: application.id } },
      { action: 'reject', payload: { applicationId: application.id, reason: 'other' } },
    ];
    for (const input of inputs) {
      for (const [who, code] of [
        ['plain', 'functions/permission-denied'],
        ['stringClaim', 'functions/permission-denied'],
        ['revoked', 'functions/unauthenticated'],
      ] as const) {
        expect(await errorCode(admins[who].review(input)), `${input.action} as ${who}`).toBe(code);
      }
    }
    for (const who of ['plain', 'stringClaim', 'revoked'] as const) {
      expect(
        await errorCode(
          admins[who].settings({ action: 'updateSettings', payload: DEFAULT_PROGRAMME_SETTINGS }),
        ),
      ).not.toBe('none');
    }
    expect(await auditOf(user.uid)).toHaveLength(0);
    expect(await auditOf('affiliateProgramme/settings')).toHaveLength(settingsAudits);
    expect((await adminDb.doc(`affiliateApplications/${application.id}`).get()).get('status')).toBe(
      'pending',
    );
  });

  it('lists pending applications newest first with the applicant’s account facts, paged', async () => {
    const users = await Promise.all([applicant(), applicant(), applicant()]);
    const ids: string[] = [];
    for (const user of users) ids.push((await applyAs(user)).id);
    const first = (await admins.superAdmin.review({
      action: 'list',
      payload: { status: 'pending', pageSize: 2 },
    })) as { rows: ApplicationRow[]; nextCursor: string | null };
    expect(first.rows.map((r) => r.application.id)).toEqual([ids[2], ids[1]]);
    expect(first.rows[0]?.applicant).toMatchObject({
      exists: true,
      email: users[2]?.email,
      emailVerified: true,
      providers: ['password'],
      companies: 0,
      referredBy: null,
    });
    expect(first.nextCursor).not.toBeNull();
    const second = (await admins.superAdmin.review({
      action: 'list',
      payload: { status: 'pending', pageSize: 2, cursor: first.nextCursor },
    })) as { rows: ApplicationRow[] };
    expect(second.rows[0]?.application.id).toBe(ids[0]);
    expect(
      await errorCode(
        admins.superAdmin.review({ action: 'list', payload: { cursor: 'not-a-cursor' } }),
      ),
    ).toBe('functions/invalid-argument');
  });

  it('approve: reserves the username and creates the affiliate in one go, audited and mailed', async () => {
    const user = await applicant();
    const application = await applyAs(user);
    const answer = (await admins.superAdmin.review({
      action: 'approve',
      payload: { applicationId: application.id },
    })) as { application: Application; emailSent: boolean };
    expect(answer.application.status).toBe('approved');
    expect(answer.emailSent).toBe(true);
    expect((await adminDb.doc(`usernames/${application.username}`).get()).get('uid')).toBe(
      user.uid,
    );
    expect((await adminDb.doc(`affiliates/${user.uid}`).get()).data()).toMatchObject({
      username: application.username,
      status: 'approved',
      agreement: null,
    });
    const audit = await auditOf(user.uid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'affiliateApplications.approve',
      actor: { uid: admins.superAdmin.uid, email: admins.superAdmin.email },
      before: { status: 'pending' },
      after: { status: 'approved', username: application.username },
    });
    const mail = await waitForMail({ to: user.email, subjectIncludes: 'affiliate' });
    expect(mail.text).toContain('/affiliate/accept-agreement');
    const log = await adminDb
      .collection('mailLog')
      .where('to', '==', user.email)
      .where('template', '==', 'affiliateApproved')
      .get();
    expect(log.docs.map((d) => d.get('status'))).toEqual(['sent']);
    const mine = (await user.call({ action: 'getMine' })) as {
      application: Application;
      isAffiliate: boolean;
    };
    expect(mine).toMatchObject({
      isAffiliate: true,
      affiliateStatus: 'approved',
      application: { status: 'approved' },
    });
    // Suspended later: the applicant is told, not offered the agreement again.
    await adminDb.doc(`affiliates/${user.uid}`).update({ status: 'suspended' });
    expect(await user.call({ action: 'getMine' })).toMatchObject({
      isAffiliate: true,
      affiliateStatus: 'suspended',
    });
    // Decided once: a second decision is refused and not audited.
    expect(
      await errorCode(
        admins.superAdmin.review({
          action: 'reject',
          payload: { applicationId: application.id, reason: 'other' },
        }),
      ),
    ).toBe('functions/failed-precondition');
    expect(await auditOf(user.uid)).toHaveLength(1);
  });

  it('approve refuses a username taken meanwhile; another pick works', async () => {
    const user = await applicant();
    const application = await applyAs(user);
    await adminDb.doc(`usernames/${application.username}`).set({ uid: 'got-there-first' });
    expect(
      await errorCode(
        admins.superAdmin.review({ action: 'approve', payload: { applicationId: application.id } }),
      ),
    ).toBe('functions/already-exists');
    expect((await adminDb.doc(`affiliates/${user.uid}`).get()).exists).toBe(false);
    expect(await auditOf(user.uid)).toHaveLength(0);
    const other = uniqueName();
    await admins.superAdmin.review({
      action: 'approve',
      payload: { applicationId: application.id, username: other },
    });
    expect((await adminDb.doc(`affiliates/${user.uid}`).get()).get('username')).toBe(other);
    expect((await adminDb.doc(`usernames/${other}`).get()).get('uid')).toBe(user.uid);
  });

  it('reject: reason, note and a default re-apply date 90 days on; audited and mailed', async () => {
    const user = await applicant();
    const application = await applyAs(user);
    const before = Date.now();
    const answer = (await admins.superAdmin.review({
      action: 'reject',
      payload: { applicationId: application.id, reason: 'audienceMismatch', note: 'Try later.' },
    })) as { application: Application; emailSent: boolean };
    expect(answer.emailSent).toBe(true);
    const rejection = answer.application.rejection;
    expect(rejection).toMatchObject({ reason: 'audienceMismatch', note: 'Try later.' });
    expect(rejection?.reapplyAfter).toBeGreaterThanOrEqual(before + 90 * 86_400_000 - 60_000);
    expect((await adminDb.doc(`affiliates/${user.uid}`).get()).exists).toBe(false);
    const audit = await auditOf(user.uid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'affiliateApplications.reject' });
    const mail = await waitForMail({ to: user.email, subjectIncludes: 'affiliate application' });
    expect(mail.text).toContain('The audience does not match Parley');
    expect(mail.text).toContain('Try later.');
  });
});

describe('settings', () => {
  it('a super admin replaces them, audited with before and after; bad values refused', async () => {
    const next = { ...DEFAULT_PROGRAMME_SETTINGS, ratePercent: 25, recurringMonths: null };
    await admins.superAdmin.settings({ action: 'updateSettings', payload: next });
    expect((await settingsRef.get()).data()).toEqual(next);
    const again = { ...next, holdDays: 14 };
    await admins.superAdmin.settings({ action: 'updateSettings', payload: again });
    const audit = (await auditOf('affiliateProgramme/settings')).sort(
      (a, b) => (a.at as number) - (b.at as number),
    );
    expect(audit.slice(-2)).toMatchObject([
      { action: 'affiliateProgramme.updateSettings', after: next },
      { before: next, after: again },
    ]);
    expect(
      await errorCode(
        admins.superAdmin.settings({
          action: 'updateSettings',
          payload: { ...next, payoutDayOfMonth: 31 },
        }),
      ),
    ).toBe('functions/invalid-argument');
  });
});

describe('separation of duties', () => {
  it('refuses a super admin a decision on their own application, auditing nothing', async () => {
    const user = await applicant();
    const application = await applyAs(user);
    // The same application, as if the super admin had sent it.
    const ref = adminDb.doc(`affiliateApplications/${application.id}`);
    await ref.update({ uid: admins.superAdmin.uid });
    for (const input of [
      { action: 'approve', payload: { applicationId: application.id } },
      { action: 'reject', payload: { applicationId: application.id, reason: 'other' } },
    ] as const) {
      const refused = await admins.superAdmin.review(input).then(
        () => 'none',
        (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
      );
      expect(refused).toMatch(/^functions\/failed-precondition: .*your own affiliate account/);
    }
    expect((await ref.get()).get('status')).toBe('pending');
    expect((await adminDb.doc(`affiliates/${admins.superAdmin.uid}`).get()).exists).toBe(false);
    expect(await auditOf(admins.superAdmin.uid)).toEqual([]);
    await ref.delete();
  });
});
