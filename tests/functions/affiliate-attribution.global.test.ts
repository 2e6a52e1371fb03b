import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  affiliateClient,
  closeClients,
  createAffiliate,
  errorCode,
  rollupTotals,
  visit,
} from '../support/affiliates';
import { adminAuth, createSignedInUser } from '../support/users';

afterEach(closeClients);

/** A visitor's session that came through `username`'s link. */
async function sessionVia(username: string): Promise<string> {
  const sessionId = randomUUID();
  const call = await affiliateClient();
  expect(await call(visit(username, { sessionId }))).toMatchObject({ tracked: true });
  return sessionId;
}

const attribute = (userId: string, sessionId: string) => ({
  action: 'processAttribution' as const,
  payload: { userId, sessionId },
});

describe('processAttribution', () => {
  it('attributes a fresh sign-up to the first-touch affiliate, once, counting one sign-up', async () => {
    const affiliate = await createAffiliate();
    const sessionId = await sessionVia(affiliate.username);
    const user = await createSignedInUser();
    const call = await affiliateClient(user);
    expect(await call(attribute(user.uid, sessionId))).toEqual({ attributed: true });
    expect(await call(attribute(user.uid, sessionId))).toEqual({ attributed: true });
    expect(await rollupTotals(affiliate.uid)).toMatchObject({ signups: 1 });
    expect((await adminDb.doc(`affiliateAttributions/${user.uid}`).get()).get('affiliateUid')).toBe(
      affiliate.uid,
    );
  });

  it('never re-attributes a user to another affiliate', async () => {
    const first = await createAffiliate();
    const second = await createAffiliate();
    const user = await createSignedInUser();
    const call = await affiliateClient(user);
    expect(await call(attribute(user.uid, await sessionVia(first.username)))).toEqual({
      attributed: true,
    });
    expect(await call(attribute(user.uid, await sessionVia(second.username)))).toEqual({
      attributed: true,
    });
    expect((await adminDb.doc(`affiliateAttributions/${user.uid}`).get()).get('affiliateUid')).toBe(
      first.uid,
    );
    expect(await rollupTotals(second.uid)).toMatchObject({ signups: 0 });
  });

  it('lets only the signed-in user attribute themselves', async () => {
    const affiliate = await createAffiliate();
    const sessionId = await sessionVia(affiliate.username);
    const victim = await createSignedInUser();
    const other = await createSignedInUser();
    expect(await errorCode((await affiliateClient(other))(attribute(victim.uid, sessionId)))).toBe(
      'functions/permission-denied',
    );
    expect(await errorCode((await affiliateClient())(attribute(victim.uid, sessionId)))).toBe(
      'functions/unauthenticated',
    );
    expect((await adminDb.doc(`affiliateAttributions/${victim.uid}`).get()).exists).toBe(false);
  });

  it('refuses a self-referral', async () => {
    const affiliate = await createAffiliate();
    const sessionId = await sessionVia(affiliate.username);
    const call = await affiliateClient(affiliate);
    expect(await call(attribute(affiliate.uid, sessionId))).toEqual({ attributed: false });
    expect(await rollupTotals(affiliate.uid)).toMatchObject({ signups: 0 });
  });

  it('refuses a first touch older than the attribution window (60 days)', async () => {
    const affiliate = await createAffiliate();
    const sessionId = randomUUID();
    const longAgo = Date.now() - 61 * 86_400_000;
    await adminDb.doc(`affiliateSessions/${sessionId}`).set({
      firstTouch: { affiliateUid: affiliate.uid, at: longAgo, page: '/' },
      lastTouch: { affiliateUid: affiliate.uid, at: longAgo, page: '/' },
    });
    const user = await createSignedInUser();
    expect(await (await affiliateClient(user))(attribute(user.uid, sessionId))).toEqual({
      attributed: false,
    });
  });

  it('runs the window from the click: later page views do not keep an old referral alive', async () => {
    const affiliate = await createAffiliate();
    const sessionId = randomUUID();
    const longAgo = Date.now() - 61 * 86_400_000;
    const click = { affiliateUid: affiliate.uid, at: longAgo, page: '/' };
    await adminDb
      .doc(`affiliateSessions/${sessionId}`)
      .set({ firstTouch: click, lastTouch: click });
    // The stored affiliate's page views go on (the app tracks every navigation): not clicks.
    const visitor = await affiliateClient();
    await visitor(visit(affiliate.username, { sessionId, page: '/pricing', touch: false }));
    const session = (await adminDb.doc(`affiliateSessions/${sessionId}`).get()).data();
    expect(session?.lastTouch).toEqual(click);

    const user = await createSignedInUser();
    expect(await (await affiliateClient(user))(attribute(user.uid, sessionId))).toEqual({
      attributed: false,
    });
    expect((await adminDb.doc(`affiliateAttributions/${user.uid}`).get()).get('outcome')).toBe(
      'expired',
    );
  });

  it('a new click inside the window still credits the sign-up', async () => {
    const affiliate = await createAffiliate();
    const sessionId = randomUUID();
    const old = { affiliateUid: affiliate.uid, at: Date.now() - 61 * 86_400_000, page: '/' };
    await adminDb.doc(`affiliateSessions/${sessionId}`).set({ firstTouch: old, lastTouch: old });
    const visitor = await affiliateClient();
    await visitor(visit(affiliate.username, { sessionId, touch: true }));
    const user = await createSignedInUser();
    expect(await (await affiliateClient(user))(attribute(user.uid, sessionId))).toEqual({
      attributed: true,
    });
  });

  it('credits no link clicked after the sign-up', async () => {
    const affiliate = await createAffiliate();
    const user = await createSignedInUser();
    // Their only touch, two minutes after the account was made (written: the test cannot wait).
    const sessionId = randomUUID();
    const later = { affiliateUid: affiliate.uid, at: Date.now() + 2 * 60_000, page: '/' };
    await adminDb
      .doc(`affiliateSessions/${sessionId}`)
      .set({ firstTouch: later, lastTouch: later });
    expect(await (await affiliateClient(user))(attribute(user.uid, sessionId))).toEqual({
      attributed: false,
    });
    expect((await adminDb.doc(`affiliateAttributions/${user.uid}`).get()).get('outcome')).toBe(
      'after-signup',
    );
    expect(await rollupTotals(affiliate.uid)).toMatchObject({ signups: 0 });
  });

  it('does not attribute an account that was not just created', async () => {
    const affiliate = await createAffiliate();
    const sessionId = await sessionVia(affiliate.username);
    const uid = `old-${randomUUID().slice(0, 8)}`;
    await adminAuth.importUsers([
      {
        uid,
        email: `${uid}@example.com`,
        metadata: {
          creationTime: new Date(Date.now() - 86_400_000).toUTCString(),
          lastSignInTime: new Date().toUTCString(),
        },
      },
    ]);
    const call = await affiliateClient({ customToken: await adminAuth.createCustomToken(uid) });
    expect(await call(attribute(uid, sessionId))).toEqual({ attributed: false });
    expect((await adminDb.doc(`affiliateAttributions/${uid}`).get()).exists).toBe(false);
  });

  it('credits one session to one sign-up only', async () => {
    const affiliate = await createAffiliate();
    const sessionId = await sessionVia(affiliate.username);
    const first = await createSignedInUser();
    const second = await createSignedInUser();
    expect(await (await affiliateClient(first))(attribute(first.uid, sessionId))).toEqual({
      attributed: true,
    });
    expect(await (await affiliateClient(second))(attribute(second.uid, sessionId))).toEqual({
      attributed: false,
    });
  });

  it('answers false for a session that never came through an affiliate link', async () => {
    const user = await createSignedInUser();
    expect(await (await affiliateClient(user))(attribute(user.uid, randomUUID()))).toEqual({
      attributed: false,
    });
  });
});
