import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANT_REQUESTS } from '@contracts/admin-users';
import { decideGrantRequest } from '../../functions/src/services/admin-users/grant-requests';
import { setSuperAdmin } from '../../functions/src/services/admin-users/user-actions';
import { closeCallers } from '../support/callable-client';
import { adminDb, createUser, failure } from '../support/companies';
import { waitForMail } from '../support/mail';
import { signedInSuperAdmin } from '../support/super-admins';
import { adminAuth } from '../support/users';

/**
 * Two people grant super admin: while another super admin exists, a grant only asks, and a
 * second super admin approves or refuses it. Every step is audited and mailed to them all.
 */
type Admin = Awaited<ReturnType<typeof signedInSuperAdmin>>;
let asker: Admin;
let approver: Admin;

beforeAll(async () => {
  [asker, approver] = await Promise.all([signedInSuperAdmin(), signedInSuperAdmin()]);
});
afterAll(closeCallers);

const ask = (admin: Admin, uid: string) =>
  admin.call('adminUserOperations', {
    action: 'setSuperAdmin',
    payload: { uid, superAdmin: true },
  });
const decide = (admin: Admin, uid: string, decision: 'approve' | 'refuse') =>
  admin.call('adminUserOperations', { action: 'decideGrantRequest', payload: { uid, decision } });
const claimOf = async (uid: string) => (await adminAuth.getUser(uid)).customClaims?.superAdmin;
const actionsOn = async (uid: string) =>
  (await adminDb.collection('auditLog').where('target.id', '==', uid).get()).docs
    .map((d) => d.data() as { at: number; action: string; actor: { uid: string } })
    .sort((a, b) => a.at - b.at)
    .map((entry) => [entry.action, entry.actor.uid]);
const waiting = async (admin: Admin) =>
  (await admin.call('adminUserOperations', { action: 'listGrantRequests', payload: {} })).requests;

describe('a grant while another super admin exists', () => {
  it('only asks: no claim, a waiting request on the list and the user page, audited, mailed to every super admin', async () => {
    const target = await createUser('Hopeful Admin');
    expect(await ask(asker, target.uid)).toEqual({ uid: target.uid, status: 'pending' });

    expect(await claimOf(target.uid)).toBeUndefined();
    expect((await waiting(approver)).find((r) => r.uid === target.uid)).toMatchObject({
      email: target.email,
      requestedBy: { uid: asker.uid, email: asker.email },
    });
    const detail = await approver.call('adminUserOperations', {
      action: 'get',
      payload: { uid: target.uid },
    });
    expect(detail.grantRequest?.requestedBy.uid).toBe(asker.uid);
    expect(await actionsOn(target.uid)).toEqual([['users.requestSuperAdmin', asker.uid]]);
    for (const admin of [asker, approver]) {
      const mail = await waitForMail({ to: admin.email, subjectIncludes: target.email });
      expect(mail.subject).toBe(`Approve super admin for ${target.email}?`);
      expect(mail.text).toContain(`/admin/users/${target.uid}`);
    }

    // One request at a time per user.
    const again = await failure(ask(approver, target.uid));
    expect(again.code).toBe('functions/failed-precondition');
    expect(again.message).toMatch(/already waiting for approval/);
  });

  it('is never approved by who asked; another super admin approves: claim, mirror, audit, both recorded', async () => {
    const target = await createUser('Approved Admin');
    await ask(asker, target.uid);

    const own = await failure(decide(asker, target.uid, 'approve'));
    expect(own.code).toBe('functions/failed-precondition');
    expect(own.message).toMatch(/^Another super admin must approve a grant you asked for\./);
    expect(await claimOf(target.uid)).toBeUndefined();

    expect(await decide(approver, target.uid, 'approve')).toEqual({
      uid: target.uid,
      status: 'granted',
    });
    expect(await claimOf(target.uid)).toBe(true);
    expect((await adminDb.doc(`users/${target.uid}`).get()).get('superAdmin')).toBe(true);
    expect((await adminDb.doc(`superAdminGrants/${target.uid}`).get()).get('grantedBy')).toEqual([
      asker.uid,
      approver.uid,
    ]);
    expect((await adminDb.doc(`${GRANT_REQUESTS}/${target.uid}`).get()).exists).toBe(false);
    expect(await actionsOn(target.uid)).toEqual([
      ['users.requestSuperAdmin', asker.uid],
      ['users.grantSuperAdmin', approver.uid],
    ]);
    const mail = await waitForMail({ to: asker.email, subjectIncludes: 'is now a super admin' });
    expect(mail.text).toContain(`${approver.email} approved the request of ${asker.email}`);

    // Decided once: a second decision finds nothing waiting.
    expect((await failure(decide(approver, target.uid, 'refuse'))).code).toBe(
      'functions/not-found',
    );
  });

  it('refused by another super admin, or withdrawn by who asked: nothing granted, audited, mailed', async () => {
    const [refusedOne, withdrawnOne] = await Promise.all([
      createUser('Refused Admin'),
      createUser('Withdrawn Admin'),
    ]);
    await ask(asker, refusedOne.uid);
    await ask(asker, withdrawnOne.uid);

    expect(await decide(approver, refusedOne.uid, 'refuse')).toEqual({
      uid: refusedOne.uid,
      status: 'refused',
    });
    expect(await decide(asker, withdrawnOne.uid, 'refuse')).toEqual({
      uid: withdrawnOne.uid,
      status: 'withdrawn',
    });
    for (const uid of [refusedOne.uid, withdrawnOne.uid]) {
      expect(await claimOf(uid)).toBeUndefined();
      expect((await waiting(approver)).some((r) => r.uid === uid)).toBe(false);
    }
    expect(await actionsOn(refusedOne.uid)).toEqual([
      ['users.requestSuperAdmin', asker.uid],
      ['users.refuseSuperAdmin', approver.uid],
    ]);
    expect(await actionsOn(withdrawnOne.uid)).toEqual([
      ['users.requestSuperAdmin', asker.uid],
      ['users.withdrawSuperAdminRequest', asker.uid],
    ]);
    await waitForMail({ to: asker.email, subjectIncludes: `${refusedOne.email} was refused` });
    await waitForMail({
      to: approver.email,
      subjectIncludes: `${withdrawnOne.email} was withdrawn`,
    });
  });

  it('lapses after its time: it cannot be approved, and it can be asked for again', async () => {
    const target = await createUser('Late Admin');
    await ask(asker, target.uid);
    await adminDb.doc(`${GRANT_REQUESTS}/${target.uid}`).update({ expiresAt: Date.now() - 1 });

    expect((await failure(decide(approver, target.uid, 'approve'))).code).toBe(
      'functions/not-found',
    );
    expect(await claimOf(target.uid)).toBeUndefined();
    expect((await waiting(approver)).some((r) => r.uid === target.uid)).toBe(false);
    expect(await ask(asker, target.uid)).toMatchObject({ status: 'pending' });
  });
});

describe('the only super admin', () => {
  it('grants at once: nobody else could approve', async () => {
    const target = await createUser('Second Admin Ever');
    // Auth, the authority, confirms no other super admin: as in a product with one.
    const noOtherAdmins = new Proxy(adminAuth, {
      get(auth, key) {
        if (key === 'getUsers') return async () => ({ users: [], notFound: [] });
        const value = Reflect.get(auth, key) as unknown;
        return typeof value === 'function' ? value.bind(auth) : value;
      },
    });
    const deps = {
      db: adminDb,
      auth: noOtherAdmins,
      actor: { uid: asker.uid, email: asker.email },
    };
    expect(await setSuperAdmin({ uid: target.uid, superAdmin: true }, deps)).toEqual({
      uid: target.uid,
      status: 'granted',
    });
    expect(await claimOf(target.uid)).toBe(true);
    expect(await actionsOn(target.uid)).toEqual([['users.grantSuperAdmin', asker.uid]]);
    // And nothing waits that a decision could act on.
    await expect(
      decideGrantRequest({ uid: target.uid, decision: 'approve' }, deps),
    ).rejects.toThrow(/No grant of super admin is waiting/);
  });
});
