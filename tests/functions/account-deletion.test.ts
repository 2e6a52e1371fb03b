import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { DELETE_ACCOUNT_PHRASE } from '@contracts/account';
import { deleteAccount } from '../../functions/src/services/account/delete-account';
import { errorCode } from '../support/affiliates';
import { callerFor, closeCallers } from '../support/callable-client';
import { adminAuth, createSignedInUser } from '../support/users';

const db = getFirestore();
afterEach(closeCallers);

/** A user with something in every place deletion must reach, and a company they belong to. */
async function userWithData() {
  const user = await createSignedInUser();
  // Invitations to the address are theirs to delete only once it is verified (issue 13).
  await adminAuth.updateUser(user.uid, { emailVerified: true });
  const username = `del_${randomUUID().slice(0, 8).replace(/-/g, '')}`;
  const companyId = `co-${randomUUID()}`;
  const now = Date.now();
  await db.doc(`companies/${companyId}`).set({
    name: 'Kept Company',
    slug: companyId,
    ownerUid: 'someone-else',
    memberCount: 2,
    createdAt: now,
    updatedAt: now,
  });
  await db.doc(`companies/${companyId}/members/someone-else`).set({
    uid: 'someone-else',
    companyId,
    role: 'owner',
  });
  await db.doc(`companies/${companyId}/members/${user.uid}`).set({
    uid: user.uid,
    companyId,
    role: 'admin',
  });
  await db.doc(`users/${user.uid}`).set({ email: user.email, username, displayName: 'Del' });
  await db.doc(`usernames/${username}`).set({ uid: user.uid });
  await db.doc(`publicProfiles/${username}`).set({ username, displayName: 'Del' });
  await db.doc(`affiliates/${user.uid}`).set({ username, status: 'approved' });
  await db.collection('affiliateVisits').add({ affiliateUid: user.uid, page: '/', at: now });
  const rollup = db.doc(`affiliateRollups/${user.uid}_2026-01-01`);
  await rollup.set({ affiliateUid: user.uid, day: '2026-01-01', visits: 7, signups: 1 });
  await db.doc(`affiliateAttributions/${user.uid}`).set({ attributed: true, affiliateUid: 'x' });
  const session = db.collection('affiliateSessions').doc(randomUUID());
  await session.set({ convertedBy: user.uid });
  const toThem = await db.collection('invitations').add({
    companyId: 'other',
    email: user.email.toLowerCase(),
    status: 'pending',
  });
  const byThem = await db.collection('invitations').add({
    companyId,
    email: 'friend@example.com',
    status: 'pending',
    invitedBy: { uid: user.uid, name: 'Del' },
  });
  const message = await db.collection('contactMessages').add({ uid: user.uid, message: 'hi' });
  return { user, username, companyId, rollup, session, toThem, byThem, message };
}

async function expectAllGone(data: Awaited<ReturnType<typeof userWithData>>) {
  const { user, username, companyId } = data;
  const exists = async (path: string) => (await db.doc(path).get()).exists;
  expect(await exists(`users/${user.uid}`)).toBe(false);
  expect(await exists(`usernames/${username}`)).toBe(false);
  expect(await exists(`publicProfiles/${username}`)).toBe(false);
  expect(await exists(`affiliates/${user.uid}`)).toBe(false);
  expect(await exists(`affiliateAttributions/${user.uid}`)).toBe(false);
  expect(await exists(`companies/${companyId}/members/${user.uid}`)).toBe(false);
  expect((await db.doc(`companies/${companyId}`).get()).get('memberCount')).toBe(1);
  expect((await data.toThem.get()).exists).toBe(false);
  expect((await data.message.get()).exists).toBe(false);
  expect((await data.byThem.get()).get('invitedBy')).toEqual({
    uid: 'deleted-user',
    name: 'A former member',
  });
  expect((await data.session.get()).get('convertedBy')).toBe('deleted-user');
  const visits = await db.collection('affiliateVisits').where('affiliateUid', '==', user.uid).get();
  expect(visits.size).toBe(0);
  // Anonymous counts stay.
  expect((await data.rollup.get()).get('visits')).toBe(7);
  await expect(adminAuth.getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
}

describe('accountOperations deleteAccount', () => {
  it('deletes the account and everything it owns, keeping only anonymous counts', async () => {
    const data = await userWithData();
    const call = await callerFor(data.user);
    expect(
      await call('accountOperations', {
        action: 'deleteAccount',
        payload: { confirmation: DELETE_ACCOUNT_PHRASE },
      }),
    ).toEqual({ deleted: true });
    await expectAllGone(data);
    expect((await db.doc(`accountDeletions/${data.user.uid}`).get()).get('status')).toBe(
      'completed',
    );
    // The account can no longer sign in.
    await expect(callerFor(data.user)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('asks a company owner to hand over or delete the company first, deleting nothing', async () => {
    const owner = await createSignedInUser();
    const companyId = `co-${randomUUID()}`;
    await db.doc(`companies/${companyId}`).set({ name: 'Owned Co', memberCount: 3 });
    await db.doc(`companies/${companyId}/members/${owner.uid}`).set({
      uid: owner.uid,
      companyId,
      role: 'owner',
    });
    await db.doc(`users/${owner.uid}`).set({ email: owner.email });
    const call = await callerFor(owner);
    const error = await call('accountOperations', {
      action: 'deleteAccount',
      payload: { confirmation: DELETE_ACCOUNT_PHRASE },
    }).catch((e: unknown) => e as { code: string; details: unknown; message: string });
    expect(error).toMatchObject({
      code: 'functions/failed-precondition',
      details: {
        reason: 'owns-companies',
        companies: [{ id: companyId, name: 'Owned Co', memberCount: 3 }],
      },
    });
    expect((await db.doc(`users/${owner.uid}`).get()).exists).toBe(true);
    expect((await adminAuth.getUser(owner.uid)).uid).toBe(owner.uid);
  });

  it('is not blocked by an owner membership whose company is gone (interrupted company delete)', async () => {
    const user = await createSignedInUser();
    const companyId = `co-${randomUUID()}`;
    // The company document went in the deleting transaction; the call stopped before its members.
    await db.doc(`companies/${companyId}/members/${user.uid}`).set({
      uid: user.uid,
      companyId,
      role: 'owner',
    });
    await db.doc(`users/${user.uid}`).set({ email: user.email });
    expect(await deleteAccount(user.uid, { db, auth: adminAuth, now: Date.now() })).toEqual({
      deleted: true,
    });
    expect((await db.doc(`companies/${companyId}/members/${user.uid}`).get()).exists).toBe(false);
    // Leaving it did not bring the company back as a shell with a member count.
    expect((await db.doc(`companies/${companyId}`).get()).exists).toBe(false);
    await expect(adminAuth.getUser(user.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('refuses a wrong confirmation and a visitor', async () => {
    const user = await createSignedInUser();
    const call = await callerFor(user);
    expect(
      await errorCode(
        call('accountOperations', {
          action: 'deleteAccount',
          payload: { confirmation: 'yes' as typeof DELETE_ACCOUNT_PHRASE },
        }),
      ),
    ).toBe('functions/invalid-argument');
    expect((await adminAuth.getUser(user.uid)).uid).toBe(user.uid);
    const visitor = await callerFor();
    expect(
      await errorCode(
        visitor('accountOperations', {
          action: 'deleteAccount',
          payload: { confirmation: DELETE_ACCOUNT_PHRASE },
        }),
      ),
    ).toBe('functions/unauthenticated');
  });

  it('finishes a deletion that was interrupted half-way when run again', async () => {
    const data = await userWithData();
    const interrupt = new Error('instance stopped');
    await expect(
      deleteAccount(data.user.uid, {
        db,
        auth: adminAuth,
        now: Date.now(),
        afterStep: (step) => {
          if (step === 'clear-public-identity') throw interrupt;
        },
      }),
    ).rejects.toBe(interrupt);
    // Half-done: the early steps ran, the account itself is still there to sign in again.
    expect((await db.doc(`usernames/${data.username}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${data.user.uid}`).get()).exists).toBe(true);
    expect((await adminAuth.getUser(data.user.uid)).uid).toBe(data.user.uid);
    expect((await db.doc(`accountDeletions/${data.user.uid}`).get()).get('status')).toBe(
      'in-progress',
    );

    const call = await callerFor(data.user);
    await call('accountOperations', {
      action: 'deleteAccount',
      payload: { confirmation: DELETE_ACCOUNT_PHRASE },
    });
    await expectAllGone(data);
  });
});
