import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_FIELDS } from '@contracts/profile';
import { createAffiliate, errorCode } from '../support/affiliates';
import { callerFor, closeCallers } from '../support/callable-client';
import { adminAuth, createSignedInUser } from '../support/users';

const db = getFirestore();
afterEach(closeCallers);

/** A fresh, valid username (3–30 characters). */
const uniqueName = (prefix = 'u') => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;

async function signedInCaller() {
  const user = await createSignedInUser();
  return { ...user, call: await callerFor(user) };
}
type Caller = Awaited<ReturnType<typeof signedInCaller>>;

const claim = (caller: Pick<Caller, 'call'>, username: string) =>
  caller.call('profileOperations', { action: 'claimUsername', payload: { username } });
const update = (
  caller: Caller,
  payload: Partial<{
    displayName: string;
    photoURL: string | null;
    bio: string | null;
    publicFields: { photo: boolean; bio: boolean; joinedAt: boolean };
  }> = {},
) =>
  caller.call('profileOperations', {
    action: 'update',
    payload: {
      displayName: 'Ada Lovelace',
      photoURL: 'https://example.com/ada.png',
      bio: 'I write programs for engines.',
      publicFields: DEFAULT_PUBLIC_FIELDS,
      ...payload,
    },
  });

const data = async (path: string) => (await db.doc(path).get()).data();

describe('profileOperations update', () => {
  it('writes the users doc, the Auth record and the public profile, honouring the toggles', async () => {
    const ada = await signedInCaller();
    const username = uniqueName('ada');
    await claim(ada, username);

    const result = await update(ada, {
      publicFields: { photo: true, bio: false, joinedAt: true },
    });
    expect(result).toEqual({
      profile: {
        displayName: 'Ada Lovelace',
        photoURL: 'https://example.com/ada.png',
        bio: 'I write programs for engines.',
        username,
        publicFields: { photo: true, bio: false, joinedAt: true },
      },
    });
    expect(await data(`users/${ada.uid}`)).toMatchObject({
      displayName: 'Ada Lovelace',
      photoURL: 'https://example.com/ada.png',
      bio: 'I write programs for engines.',
      username,
      publicFields: { photo: true, bio: false, joinedAt: true },
    });
    const created = Date.parse((await adminAuth.getUser(ada.uid)).metadata.creationTime);
    expect(await data(`publicProfiles/${username}`)).toEqual({
      username,
      displayName: 'Ada Lovelace',
      photoURL: 'https://example.com/ada.png',
      bio: null,
      joinedAt: created,
    });
    const record = await adminAuth.getUser(ada.uid);
    expect(record.displayName).toBe('Ada Lovelace');
    expect(record.photoURL).toBe('https://example.com/ada.png');

    // The other way round; a cleared photo leaves the Auth record without one.
    await update(ada, {
      photoURL: null,
      publicFields: { photo: false, bio: true, joinedAt: false },
    });
    expect(await data(`publicProfiles/${username}`)).toEqual({
      username,
      displayName: 'Ada Lovelace',
      photoURL: null,
      bio: 'I write programs for engines.',
      joinedAt: null,
    });
    expect((await adminAuth.getUser(ada.uid)).photoURL).toBeUndefined();
  });

  it('refreshes the name and photo their team lists show', async () => {
    const cat = await signedInCaller();
    const companyId = `co-${randomUUID()}`;
    await db.doc(`companies/${companyId}/members/${cat.uid}`).set({
      uid: cat.uid,
      companyId,
      role: 'member',
      displayName: 'Old Name',
      photoURL: null,
    });
    await update(cat, { displayName: 'Cat Newname', photoURL: 'https://example.com/cat.png' });
    expect(await data(`companies/${companyId}/members/${cat.uid}`)).toMatchObject({
      displayName: 'Cat Newname',
      photoURL: 'https://example.com/cat.png',
      role: 'member',
    });
  });

  it('writes no public profile for a user without a username', async () => {
    const bob = await signedInCaller();
    await update(bob, {
      displayName: 'Bob',
      publicFields: { photo: true, bio: true, joinedAt: true },
    });
    expect(await data(`users/${bob.uid}`)).toMatchObject({ displayName: 'Bob' });
    expect((await data(`users/${bob.uid}`))?.username).toBeUndefined();
  });

  it('refuses bad input with invalid-argument and visitors with unauthenticated', async () => {
    const ada = await signedInCaller();
    expect(await errorCode(update(ada, { displayName: '' }))).toBe('functions/invalid-argument');
    expect(await errorCode(update(ada, { bio: 'x'.repeat(281) }))).toBe(
      'functions/invalid-argument',
    );
    expect(await errorCode(update(ada, { photoURL: 'javascript:alert(1)' }))).toBe(
      'functions/invalid-argument',
    );
    const visitor = await callerFor();
    expect(
      await errorCode(
        visitor('profileOperations', {
          action: 'claimUsername',
          payload: { username: uniqueName() },
        }),
      ),
    ).toBe('functions/unauthenticated');
  });
});

describe('profileOperations claimUsername', () => {
  it('gives a name contested by 5 concurrent claims to exactly one user', async () => {
    const callers = await Promise.all(Array.from({ length: 5 }, () => signedInCaller()));
    const username = uniqueName('race');
    const results = await Promise.all(callers.map((c) => errorCode(claim(c, username))));
    expect(results.filter((r) => r === 'none')).toHaveLength(1);
    expect(results.filter((r) => r === 'functions/already-exists')).toHaveLength(4);

    const winner = callers[results.indexOf('none')];
    expect(await data(`usernames/${username}`)).toEqual({ uid: winner?.uid });
    expect((await data(`users/${winner?.uid}`))?.username).toBe(username);
    for (const loser of callers.filter((c) => c !== winner)) {
      expect((await data(`users/${loser.uid}`))?.username).toBeUndefined();
    }
  });

  it('frees the old name on a change, so someone else can claim it', async () => {
    const ada = await signedInCaller();
    const bob = await signedInCaller();
    const first = uniqueName('first');
    const second = uniqueName('second');
    await claim(ada, first);
    expect(await errorCode(claim(bob, first))).toBe('functions/already-exists');

    const { profile } = await claim(ada, second);
    expect(profile.username).toBe(second);
    expect(await data(`usernames/${first}`)).toBeUndefined();
    expect(await data(`publicProfiles/${first}`)).toBeUndefined();
    expect(await data(`usernames/${second}`)).toEqual({ uid: ada.uid });
    expect(await data(`publicProfiles/${second}`)).toMatchObject({ username: second });

    await claim(bob, first);
    expect(await data(`usernames/${first}`)).toEqual({ uid: bob.uid });
    // Claiming one's own name again changes nothing.
    await claim(ada, second);
    expect(await data(`usernames/${second}`)).toEqual({ uid: ada.uid });
  });

  it('refuses reserved and badly formed names with invalid-argument', async () => {
    const ada = await signedInCaller();
    for (const name of ['admin', 'support', 'www', 'parley_hq', 'ab', 'has-dash', 'x'.repeat(31)]) {
      expect(await errorCode(claim(ada, name)), name).toBe('functions/invalid-argument');
    }
    expect((await data(`users/${ada.uid}`))?.username).toBeUndefined();
  });

  it("retires an affiliate's link name, not their public name, when the two differ", async () => {
    const affiliate = await createAffiliate();
    const call = await callerFor(affiliate);
    const publicName = uniqueName('pub');
    await call('profileOperations', { action: 'claimUsername', payload: { username: publicName } });
    // Made to differ, as for an affiliate approved under another name than their public one.
    await db
      .doc(`affiliates/${affiliate.uid}`)
      .update({ username: affiliate.username, usernameChangedAt: null });
    await db.doc(`usernames/${affiliate.username}`).set({ uid: affiliate.uid });
    const renamed = uniqueName('new');
    await call('profileOperations', { action: 'claimUsername', payload: { username: renamed } });
    expect(await data(`usernames/${affiliate.username}`)).toMatchObject({ retired: true });
    expect(await data(`usernames/${publicName}`)).toBeUndefined();
    expect((await data(`affiliates/${affiliate.uid}`))?.username).toBe(renamed);
  });

  it("moves an affiliate's username (their referral name) in the same step", async () => {
    const affiliate = await createAffiliate();
    const call = await callerFor(affiliate);
    const renamed = uniqueName('ref');
    await call('profileOperations', { action: 'claimUsername', payload: { username: renamed } });
    expect((await data(`affiliates/${affiliate.uid}`))?.username).toBe(renamed);
    expect(await data(`usernames/${renamed}`)).toEqual({ uid: affiliate.uid });
    // The old name stays theirs, retired: nobody else can take it and the links still out there.
    expect(await data(`usernames/${affiliate.username}`)).toMatchObject({
      uid: affiliate.uid,
      retired: true,
    });
    const other = await signedInCaller();
    expect(await errorCode(claim(other, affiliate.username))).toBe('functions/already-exists');
    // Visits to the old link are no longer counted; the new one is.
    const visitor = await callerFor();
    const track = (name: string) =>
      visitor('affiliateOperations', {
        action: 'trackAffiliateVisit',
        payload: {
          affiliateUsername: name,
          visitData: {
            page: '/',
            referrer: '',
            userAgent:
              'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
            sessionId: randomUUID(),
            timestamp: Date.now(),
          },
        },
      });
    expect(await track(affiliate.username)).toMatchObject({ tracked: false });
    expect(await track(renamed)).toMatchObject({ tracked: true });
    // Renamed again at once: refused (a link name moves once every 30 days).
    expect(await errorCode(claim({ call }, uniqueName('again')))).toBe(
      'functions/failed-precondition',
    );
    // Thirty days on, taken back: the old link counts again and the other name is retired.
    await db
      .doc(`affiliates/${affiliate.uid}`)
      .update({ usernameChangedAt: Date.now() - 31 * 86_400_000 });
    await call('profileOperations', {
      action: 'claimUsername',
      payload: { username: affiliate.username },
    });
    expect(await data(`usernames/${affiliate.username}`)).toEqual({ uid: affiliate.uid });
    expect(await data(`usernames/${renamed}`)).toMatchObject({ retired: true });
    expect(await track(affiliate.username)).toMatchObject({ tracked: true });
  });
});

describe('affiliate link renames are paced and capped', () => {
  it('refuses a rename that would retire a sixth name, and allows taking one back', async () => {
    const affiliate = await createAffiliate();
    const call = await callerFor(affiliate);
    for (let i = 0; i < 5; i += 1) {
      await db.doc(`usernames/${uniqueName('old')}`).set({ uid: affiliate.uid, retired: true });
    }
    const fresh = uniqueName('six');
    expect(await errorCode(claim({ call }, fresh))).toBe('functions/failed-precondition');
    expect((await data(`affiliates/${affiliate.uid}`))?.username).toBe(affiliate.username);
    expect(await data(`usernames/${fresh}`)).toBeUndefined();
    // Taking a retired name back retires the current one: still five, so it is allowed.
    const retired = await db
      .collection('usernames')
      .where('uid', '==', affiliate.uid)
      .where('retired', '==', true)
      .limit(1)
      .get();
    const back = retired.docs[0]?.id ?? '';
    await call('profileOperations', { action: 'claimUsername', payload: { username: back } });
    expect((await data(`affiliates/${affiliate.uid}`))?.username).toBe(back);
  });
});

describe('profileOperations exportData', () => {
  it("contains the caller's own data and nothing of other people", async () => {
    const ada = await signedInCaller();
    const bob = await signedInCaller();
    const adaName = uniqueName('ada');
    const bobName = uniqueName('bob');
    await claim(ada, adaName);
    await update(ada, { publicFields: { photo: true, bio: true, joinedAt: false } });
    await claim(bob, bobName);
    await update(bob, { displayName: 'Bob Secret', bio: 'Bob private bio' });

    // Invitations count as theirs only to a verified address (tests/functions/hardening.test.ts).
    await adminAuth.updateUser(ada.uid, { emailVerified: true });
    // A company both belong to, and invitations to each of them, sent by Bob.
    const companyId = `export-${randomUUID().slice(0, 8)}`;
    await db.doc(`companies/${companyId}`).set({ name: 'Export Co', ownerUid: bob.uid });
    for (const [user, role] of [
      [ada, 'member'],
      [bob, 'owner'],
    ] as const) {
      await db.doc(`companies/${companyId}/members/${user.uid}`).set({
        uid: user.uid,
        companyId,
        role,
        email: user.email,
        displayName: user === bob ? 'Bob Secret' : 'Ada Lovelace',
        photoURL: null,
        joinedAt: 1_700_000_000_000,
      });
    }
    for (const user of [ada, bob]) {
      await db.collection('invitations').add({
        companyId,
        kind: 'email',
        email: user.email,
        role: 'admin',
        tokenHash: `hash-${randomUUID()}`,
        status: 'pending',
        invitedBy: { uid: bob.uid, name: 'Bob Secret' },
        createdAt: 1_700_000_000_000,
        expiresAt: 1_700_600_000_000,
        acceptedCount: 0,
        respondedAt: null,
        respondedBy: null,
      });
    }

    const exported = await ada.call('profileOperations', { action: 'exportData' });
    expect(exported).toMatchObject({
      format: 'parley-data-export/1',
      uid: ada.uid,
      account: { email: ada.email, displayName: 'Ada Lovelace', signInProviders: ['password'] },
      username: adaName,
      userDocument: { bio: 'I write programs for engines.', username: adaName },
      publicProfile: { username: adaName, bio: 'I write programs for engines.' },
      companies: [{ companyId, companyName: 'Export Co', role: 'member' }],
      invitations: [{ companyId, companyName: 'Export Co', role: 'admin', status: 'pending' }],
      affiliate: null,
      affiliateAttribution: null,
    });
    const text = JSON.stringify(exported);
    for (const secret of [bob.uid, bob.email, bobName, 'Bob Secret', 'Bob private bio', 'hash-']) {
      expect(text).not.toContain(secret);
    }
  });
});
