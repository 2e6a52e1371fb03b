import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  activeCompanyOf,
  addMember,
  adminDb,
  clientFor,
  closeCompanyClients,
  companyData,
  createCompany,
  createUser,
  errorCode,
  failure,
  memberRole,
  sha256,
  tokenFromMail,
  type Client,
  type TestUser,
} from '../support/companies';
import { seedTestPlans } from '../support/billing';
import { waitForMail } from '../support/mail';

afterEach(closeCompanyClients);

async function companyWithOwner(name = 'Invite Co') {
  const ownerUser = await createUser('Olivia Owner');
  const owner = await clientFor(ownerUser);
  const { companyId } = await createCompany(owner, name);
  return { ownerUser, owner, companyId };
}

/** Invites `email` and returns the token from the mail that arrived. */
async function inviteAndReadMail(
  client: Client,
  companyId: string,
  email: string,
  role: 'admin' | 'member' = 'member',
) {
  const result = await client.invitation({ action: 'create', payload: { companyId, email, role } });
  expect(result).toMatchObject({ invitationId: expect.any(String), emailSent: true });
  const mail = await waitForMail({ to: email, subjectIncludes: 'invited you' });
  return {
    invitationId: (result as { invitationId: string }).invitationId,
    token: tokenFromMail(mail),
    mail,
  };
}

const preview = (token: string) => ({ action: 'preview' as const, payload: { token } });
const accept = (token: string) => ({ action: 'accept' as const, payload: { token } });
const decline = (token: string) => ({ action: 'decline' as const, payload: { token } });

async function invitee(): Promise<{ user: TestUser; client: Client }> {
  const user = await createUser('Ivy Invitee');
  return { user, client: await clientFor(user) };
}

/** A new invite link of the company (links make members). */
const memberLink = async (client: Client, companyId: string) =>
  await client.invitation({ action: 'createLink', payload: { companyId, role: 'member' } });

const setSeats = (companyId: string, seats: number) =>
  adminDb.doc(`companies/${companyId}`).update({ entitlements: { seats } });

describe('email invitations', () => {
  it('counts an email invitation as used when its invitee joined another way first', async () => {
    const { owner, companyId } = await companyWithOwner('Twice Co');
    const { user, client } = await invitee();
    const { token, invitationId } = await inviteAndReadMail(owner, companyId, user.email);
    await addMember(companyId, user, 'member');
    expect(await client.invitation(accept(token))).toEqual({ companyId });
    const stored = await adminDb.doc(`invitations/${invitationId}`).get();
    expect(stored.get('status')).toBe('accepted');
    expect(await memberRole(companyId, user.uid)).toBe('member');
  });

  it('mails a link; the invited address previews, accepts and joins with the role', async () => {
    const { owner, companyId } = await companyWithOwner('Mail Co');
    const { user, client } = await invitee();
    const { invitationId, token, mail } = await inviteAndReadMail(
      owner,
      companyId,
      user.email,
      'admin',
    );
    expect(mail.subject).toBe('Olivia Owner invited you to join Mail Co on Parley');
    expect(mail.text).toMatch(/^Accept the invitation: http:\/\/[^\s]+\/accept-invite\?token=/m);

    const stored = (await adminDb.doc(`invitations/${invitationId}`).get()).data();
    expect(stored).toMatchObject({
      companyId,
      kind: 'email',
      email: user.email,
      role: 'admin',
      status: 'pending',
      tokenHash: sha256(token),
      invitedBy: { name: 'Olivia Owner' },
    });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((stored?.expiresAt as number) - (stored?.createdAt as number)).toBe(7 * 86_400_000);

    const visitor = await clientFor();
    expect(await visitor.invitation(preview(token))).toEqual({
      usable: true,
      companyName: 'Mail Co',
      companyLogoUrl: null,
      inviterName: 'Olivia Owner',
      role: 'admin',
      kind: 'email',
      email: user.email,
      expiresAt: stored?.expiresAt,
    });

    expect(await client.invitation(accept(token))).toEqual({ companyId });
    expect(await memberRole(companyId, user.uid)).toBe('admin');
    expect((await adminDb.doc(`companies/${companyId}/members/${user.uid}`).get()).data()).toEqual(
      expect.objectContaining({ email: user.email, displayName: 'Ivy Invitee', companyId }),
    );
    expect((await companyData(companyId))?.memberCount).toBe(2);
    expect(await activeCompanyOf(user.uid)).toBe(companyId);
    expect((await adminDb.doc(`invitations/${invitationId}`).get()).data()).toMatchObject({
      status: 'accepted',
      respondedBy: user.uid,
    });

    // Single use: a repeat by the same user is harmless, anyone else finds it used.
    expect(await client.invitation(accept(token))).toEqual({ companyId });
    expect(await visitor.invitation(preview(token))).toEqual({ usable: false, problem: 'used' });
    const other = await clientFor(await createUser());
    expect(await errorCode(other.invitation(accept(token)))).toBe('functions/failed-precondition');
    expect((await companyData(companyId))?.memberCount).toBe(2);
  });

  it('accepts the address case-insensitively and refuses another account', async () => {
    const { owner, companyId } = await companyWithOwner();
    const { user, client } = await invitee();
    const { token } = await inviteAndReadMail(owner, companyId, user.email.toUpperCase());
    const wrong = await clientFor(await createUser());
    const refused = await failure(wrong.invitation(accept(token)));
    expect(refused.code).toBe('functions/permission-denied');
    // The web SDK appends the HTTP status to the message.
    expect(refused.message).toContain(
      `This invitation was sent to ${user.email[0]}***@example.com; sign in with that address.`,
    );
    expect(await errorCode(wrong.invitation(decline(token)))).toBe('functions/permission-denied');
    expect(await client.invitation(accept(token))).toEqual({ companyId });
  });

  it('refuses an address that is already a member', async () => {
    const { owner, ownerUser, companyId } = await companyWithOwner('Member Co');
    const refused = await failure(
      owner.invitation({
        action: 'create',
        payload: { companyId, email: ownerUser.email, role: 'member' },
      }),
    );
    expect(refused.code).toBe('functions/already-exists');
    expect(refused.message).toContain(`${ownerUser.email} is already a member of Member Co.`);
  });

  it('replaces a pending invitation to the same address instead of adding another', async () => {
    const { owner, companyId } = await companyWithOwner();
    const email = `twice-${randomUUID().slice(0, 8)}@example.com`;
    const first = await inviteAndReadMail(owner, companyId, email);
    const second = await owner.invitation({
      action: 'create',
      payload: { companyId, email, role: 'admin' },
    });
    const invitations = await adminDb
      .collection('invitations')
      .where('companyId', '==', companyId)
      .get();
    const byStatus = Object.fromEntries(invitations.docs.map((d) => [d.id, d.get('status')]));
    expect(byStatus).toEqual({
      [first.invitationId]: 'revoked',
      [(second as { invitationId: string }).invitationId]: 'pending',
    });
    const visitor = await clientFor();
    expect(await visitor.invitation(preview(first.token))).toEqual({
      usable: false,
      problem: 'revoked',
    });
  });

  it('expires after its time', async () => {
    const { owner, companyId } = await companyWithOwner();
    const { user, client } = await invitee();
    const { invitationId, token } = await inviteAndReadMail(owner, companyId, user.email);
    await adminDb.doc(`invitations/${invitationId}`).update({ expiresAt: Date.now() - 1000 });
    expect(await (await clientFor()).invitation(preview(token))).toEqual({
      usable: false,
      problem: 'expired',
    });
    const refused = await failure(client.invitation(accept(token)));
    expect(refused.code).toBe('functions/failed-precondition');
    expect(refused.message).toMatch(/expired/);
    expect(await memberRole(companyId, user.uid)).toBeNull();
  });

  it('can be revoked by an admin, not by a member', async () => {
    const { owner, companyId } = await companyWithOwner();
    const { user, client } = await invitee();
    const { invitationId, token } = await inviteAndReadMail(owner, companyId, user.email);
    const memberUser = await createUser();
    await adminDb.doc(`companies/${companyId}/members/${memberUser.uid}`).set({
      uid: memberUser.uid,
      companyId,
      role: 'member',
      email: memberUser.email,
      displayName: null,
      photoURL: null,
      joinedAt: 1,
    });
    const revoke = { action: 'revoke' as const, payload: { companyId, invitationId } };
    expect(await errorCode((await clientFor(memberUser)).invitation(revoke))).toBe(
      'functions/permission-denied',
    );
    expect(await owner.invitation(revoke)).toEqual({ ok: true });
    expect(await owner.invitation(revoke)).toEqual({ ok: true });
    expect(await (await clientFor()).invitation(preview(token))).toEqual({
      usable: false,
      problem: 'revoked',
    });
    expect(await errorCode(client.invitation(accept(token)))).toBe('functions/failed-precondition');
    // Another company's manager cannot touch it.
    const other = await companyWithOwner();
    expect(
      await errorCode(
        other.owner.invitation({
          action: 'revoke',
          payload: { companyId: other.companyId, invitationId },
        }),
      ),
    ).toBe('functions/not-found');
  });

  it('can be declined by the invited address only, and is then unusable', async () => {
    const { owner, companyId } = await companyWithOwner();
    const { user, client } = await invitee();
    const { invitationId, token } = await inviteAndReadMail(owner, companyId, user.email);
    expect(await client.invitation(decline(token))).toEqual({ ok: true });
    expect((await adminDb.doc(`invitations/${invitationId}`).get()).data()).toMatchObject({
      status: 'declined',
      respondedBy: user.uid,
    });
    expect(await (await clientFor()).invitation(preview(token))).toEqual({
      usable: false,
      problem: 'declined',
    });
    expect(await errorCode(client.invitation(accept(token)))).toBe('functions/failed-precondition');
    expect(await memberRole(companyId, user.uid)).toBeNull();
  });

  it('resends with a new token and expiry: the old link stops working', async () => {
    const { owner, companyId } = await companyWithOwner();
    const { user, client } = await invitee();
    const first = await inviteAndReadMail(owner, companyId, user.email);
    const before = (await adminDb.doc(`invitations/${first.invitationId}`).get()).data();
    await adminDb.doc(`invitations/${first.invitationId}`).update({ expiresAt: Date.now() - 1 });
    expect(
      await owner.invitation({
        action: 'resend',
        payload: { companyId, invitationId: first.invitationId },
      }),
    ).toEqual({ invitationId: first.invitationId, emailSent: true });
    let second = first.token;
    const deadline = Date.now() + 10_000;
    while (second === first.token && Date.now() < deadline) {
      second = tokenFromMail(await waitForMail({ to: user.email, subjectIncludes: 'invited' }));
    }
    expect(second).not.toBe(first.token);
    const after = (await adminDb.doc(`invitations/${first.invitationId}`).get()).data();
    expect(after?.tokenHash).toBe(sha256(second));
    expect(after?.expiresAt).toBeGreaterThan(before?.expiresAt as number);
    const visitor = await clientFor();
    expect(await visitor.invitation(preview(first.token))).toEqual({
      usable: false,
      problem: 'invalid',
    });
    expect(await errorCode(client.invitation(accept(first.token)))).toBe('functions/not-found');
    expect(await client.invitation(accept(second))).toEqual({ companyId });
    // Resending an answered invitation is refused.
    expect(
      await errorCode(
        owner.invitation({
          action: 'resend',
          payload: { companyId, invitationId: first.invitationId },
        }),
      ),
    ).toBe('functions/failed-precondition');
  });
});

describe('invite links', () => {
  it('lets several people join until revoked, counting them', async () => {
    const { owner, companyId } = await companyWithOwner();
    const link = await owner.invitation({
      action: 'createLink',
      payload: { companyId, role: 'member' },
    });
    expect(link).toEqual({
      invitationId: expect.any(String),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(Number),
    });
    const { invitationId, token } = link as { invitationId: string; token: string };
    const visitor = await clientFor();
    expect(await visitor.invitation(preview(token))).toMatchObject({
      usable: true,
      kind: 'link',
      email: null,
      role: 'member',
    });
    const [a, b] = [await invitee(), await invitee()];
    expect(await a.client.invitation(accept(token))).toEqual({ companyId });
    expect(await b.client.invitation(accept(token))).toEqual({ companyId });
    expect(await a.client.invitation(accept(token))).toEqual({ companyId });
    expect(await memberRole(companyId, a.user.uid)).toBe('member');
    expect(await memberRole(companyId, b.user.uid)).toBe('member');
    expect((await adminDb.doc(`invitations/${invitationId}`).get()).data()).toMatchObject({
      status: 'pending',
      acceptedCount: 2,
    });
    expect((await companyData(companyId))?.memberCount).toBe(3);

    await owner.invitation({ action: 'revoke', payload: { companyId, invitationId } });
    const c = await invitee();
    expect(await errorCode(c.client.invitation(accept(token)))).toBe(
      'functions/failed-precondition',
    );
    expect(await visitor.invitation(preview(token))).toEqual({
      usable: false,
      problem: 'revoked',
    });
  });

  it('cannot be resent, and members cannot create one', async () => {
    const { owner, ownerUser, companyId } = await companyWithOwner();
    const link = await owner.invitation({
      action: 'createLink',
      payload: { companyId, role: 'member' },
    });
    expect(
      await errorCode(
        owner.invitation({
          action: 'resend',
          payload: { companyId, invitationId: link.invitationId },
        }),
      ),
    ).toBe('functions/failed-precondition');
    const joiner = await invitee();
    await joiner.client.invitation(accept(link.token));
    // A link makes members only (issue 13), and members cannot create links.
    expect(await memberRole(companyId, joiner.user.uid)).toBe('member');
    expect(
      await errorCode(
        joiner.client.invitation({
          action: 'createLink',
          payload: { companyId, role: 'member' },
        }),
      ),
    ).toBe('functions/permission-denied');
    expect(ownerUser.uid).not.toBe(joiner.user.uid);
  });
});

describe('a manager who leaves the role', () => {
  it("revokes a removed admin's pending invitations and links, so they cannot come back with them", async () => {
    const { owner, companyId } = await companyWithOwner('Departing Co');
    const adminUser = await createUser('Adam Admin');
    await addMember(companyId, adminUser, 'admin');
    const admin = await clientFor(adminUser);
    // An admin invitation to their own other address, and a link; the owner's stays.
    const personal = await createUser('Adam Personal');
    const own = await inviteAndReadMail(admin, companyId, personal.email, 'admin');
    const link = await admin.invitation({
      action: 'createLink',
      payload: { companyId, role: 'member' },
    });
    const guest = await invitee();
    const owners = await inviteAndReadMail(owner, companyId, guest.user.email);

    await owner.company({
      action: 'removeMember',
      payload: { companyId, memberUid: adminUser.uid },
    });

    for (const id of [own.invitationId, link.invitationId]) {
      expect((await adminDb.doc(`invitations/${id}`).get()).get('status')).toBe('revoked');
    }
    expect((await adminDb.doc(`invitations/${owners.invitationId}`).get()).get('status')).toBe(
      'pending',
    );
    const personalClient = await clientFor(personal);
    expect(await errorCode(personalClient.invitation(accept(own.token)))).toBe(
      'functions/failed-precondition',
    );
    expect(await errorCode(admin.invitation(accept(link.token)))).toBe(
      'functions/failed-precondition',
    );
    expect(await memberRole(companyId, personal.uid)).toBeNull();
    expect(await memberRole(companyId, adminUser.uid)).toBeNull();
    expect(await guest.client.invitation(accept(owners.token))).toEqual({ companyId });
  });

  it('refuses an email invitation accepted before, once its invitee was removed', async () => {
    const { owner, companyId } = await companyWithOwner('Removed Co');
    const { user, client } = await invitee();
    const { token } = await inviteAndReadMail(owner, companyId, user.email);
    expect(await client.invitation(accept(token))).toEqual({ companyId });
    // Accepting again while in is harmless.
    expect(await client.invitation(accept(token))).toEqual({ companyId });
    await owner.company({ action: 'removeMember', payload: { companyId, memberUid: user.uid } });
    expect(await errorCode(client.invitation(accept(token)))).toBe('functions/failed-precondition');
    expect(await memberRole(companyId, user.uid)).toBeNull();
  });

  it('revokes them too when the admin is made a member', async () => {
    const { owner, companyId } = await companyWithOwner('Demoted Co');
    const adminUser = await createUser('Dana Admin');
    await addMember(companyId, adminUser, 'admin');
    const admin = await clientFor(adminUser);
    const sent = await inviteAndReadMail(admin, companyId, `dana-${randomUUID()}@example.com`);
    await owner.company({
      action: 'changeRole',
      payload: { companyId, memberUid: adminUser.uid, role: 'member' },
    });
    expect((await adminDb.doc(`invitations/${sent.invitationId}`).get()).get('status')).toBe(
      'revoked',
    );
  });
});

describe('seats', () => {
  it('lets someone with an email invitation join by link into a full company, using the invitation up', async () => {
    const { owner, companyId } = await companyWithOwner('Full Co');
    const { user, client } = await invitee();
    const email = await inviteAndReadMail(owner, companyId, user.email);
    // The owner and the invitation's seat: full.
    await setSeats(companyId, 2);
    const link = await memberLink(owner, companyId);
    expect(await client.invitation(accept(link.token))).toEqual({ companyId });
    expect(await memberRole(companyId, user.uid)).toBe('member');
    expect((await adminDb.doc(`invitations/${email.invitationId}`).get()).data()).toMatchObject({
      status: 'accepted',
      respondedBy: user.uid,
    });
    // Someone else is still refused: the company is full.
    const other = await invitee();
    expect(await errorCode(other.client.invitation(accept(link.token)))).toBe(
      'functions/failed-precondition',
    );
  });

  it('leaves an admin email invitation to accept when its invitee joins by link first', async () => {
    const { owner, companyId } = await companyWithOwner('Admin Later Co');
    const { user, client } = await invitee();
    const asAdmin = await inviteAndReadMail(owner, companyId, user.email, 'admin');
    const link = await memberLink(owner, companyId);
    expect(await client.invitation(accept(link.token))).toEqual({ companyId });
    expect(await memberRole(companyId, user.uid)).toBe('member');
    expect((await adminDb.doc(`invitations/${asAdmin.invitationId}`).get()).get('status')).toBe(
      'pending',
    );
  });

  it('counts pending email invitations against the plan when inviting', async () => {
    const { owner, companyId } = await companyWithOwner();
    await setSeats(companyId, 2);
    const first = await owner.invitation({
      action: 'create',
      payload: { companyId, email: `s1-${randomUUID().slice(0, 6)}@example.com`, role: 'member' },
    });
    const refused = await failure(
      owner.invitation({
        action: 'create',
        payload: { companyId, email: `s2-${randomUUID().slice(0, 6)}@example.com`, role: 'member' },
      }),
    );
    expect(refused.code).toBe('functions/failed-precondition');
    expect(refused.message).toContain('2 seats');
    expect(refused.details).toMatchObject({ reason: 'seatLimit', asker: 'inviter' });
    // Re-inviting the same address replaces its invitation, so it needs no extra seat.
    const again = await failure(
      owner.invitation({
        action: 'create',
        payload: {
          companyId,
          email: (
            await adminDb
              .doc(`invitations/${(first as { invitationId: string }).invitationId}`)
              .get()
          ).get('email') as string,
          role: 'admin',
        },
      }),
    );
    expect(again.code).toBe('none');
  });

  it("holds a company without a paid plan to the free plan's seats in the catalogue", async () => {
    await seedTestPlans();
    const free = adminDb.doc('plans/free');
    const before = (await free.get()).get('limits.seats') as number;
    await free.update({ 'limits.seats': 2 });
    try {
      const { owner, companyId } = await companyWithOwner();
      const invite = (email: string) =>
        owner.invitation({ action: 'create', payload: { companyId, email, role: 'member' } });
      await invite(`f1-${randomUUID().slice(0, 6)}@example.com`);
      const refused = await failure(invite(`f2-${randomUUID().slice(0, 6)}@example.com`));
      expect(refused.details).toMatchObject({ reason: 'seatLimit', limit: 2 });
    } finally {
      await free.update({ 'limits.seats': before });
    }
  });

  it('frees the seat of a revoked or expired invitation', async () => {
    const { owner, companyId } = await companyWithOwner();
    await setSeats(companyId, 2);
    const invite = (email: string) =>
      owner.invitation({ action: 'create', payload: { companyId, email, role: 'member' } });
    const first = await invite(`r1-${randomUUID().slice(0, 6)}@example.com`);
    await owner.invitation({
      action: 'revoke',
      payload: { companyId, invitationId: first.invitationId },
    });
    const second = await invite(`r2-${randomUUID().slice(0, 6)}@example.com`);
    await adminDb.doc(`invitations/${second.invitationId}`).update({ expiresAt: Date.now() - 1 });
    await invite(`r3-${randomUUID().slice(0, 6)}@example.com`);
    // The expired one would need a seat again to be resent.
    expect(
      await errorCode(
        owner.invitation({
          action: 'resend',
          payload: { companyId, invitationId: second.invitationId },
        }),
      ),
    ).toBe('functions/failed-precondition');
  });

  it('lets an email invitation in at the limit (its seat was held), but not a link', async () => {
    const { owner, companyId } = await companyWithOwner();
    await setSeats(companyId, 2);
    const { user, client } = await invitee();
    const { token } = await inviteAndReadMail(owner, companyId, user.email);
    const link = await memberLink(owner, companyId);
    const early = await invitee();
    const refused = await failure(early.client.invitation(accept(link.token)));
    expect(refused.code).toBe('functions/failed-precondition');
    expect(refused.details).toMatchObject({ reason: 'seatLimit' });
    expect(await client.invitation(accept(token))).toEqual({ companyId });
    expect((await companyData(companyId))?.memberCount).toBe(2);
    const late = await invitee();
    expect(await errorCode(late.client.invitation(accept(link.token)))).toBe(
      'functions/failed-precondition',
    );
    expect(await memberRole(companyId, late.user.uid)).toBeNull();
  });

  it('lets exactly one of three concurrent link accepts take the last seat', async () => {
    const { owner, companyId } = await companyWithOwner();
    await setSeats(companyId, 2);
    const link = await owner.invitation({
      action: 'createLink',
      payload: { companyId, role: 'member' },
    });
    const joiners = await Promise.all([invitee(), invitee(), invitee()]);
    const codes = await Promise.all(
      joiners.map((j) => errorCode(j.client.invitation(accept(link.token)))),
    );
    expect(codes.filter((c) => c === 'none')).toHaveLength(1);
    expect(codes.filter((c) => c === 'functions/failed-precondition')).toHaveLength(2);
    expect((await companyData(companyId))?.memberCount).toBe(2);
    expect((await adminDb.collection(`companies/${companyId}/members`).get()).size).toBe(2);
    expect((await adminDb.doc(`invitations/${link.invitationId}`).get()).get('acceptedCount')).toBe(
      1,
    );
  });

  it('uses the free plan default (5 seats) without entitlements', async () => {
    const { owner, companyId } = await companyWithOwner();
    const invite = (n: number) =>
      owner.invitation({
        action: 'create',
        payload: {
          companyId,
          email: `f${n}-${randomUUID().slice(0, 6)}@example.com`,
          role: 'member',
        },
      });
    for (const n of [1, 2, 3, 4]) await invite(n);
    expect(await errorCode(invite(5))).toBe('functions/failed-precondition');
  });
});

describe('input and access', () => {
  it('refuses malformed tokens and input, and visitors for everything but preview', async () => {
    const visitor = await clientFor();
    for (const token of ['short', `${'a'.repeat(42)}!`, 'a'.repeat(44)]) {
      expect(await errorCode(visitor.invitation(preview(token)))).toBe(
        'functions/invalid-argument',
      );
    }
    const unknown = 'A'.repeat(43);
    expect(await visitor.invitation(preview(unknown))).toEqual({
      usable: false,
      problem: 'invalid',
    });
    expect(await errorCode(visitor.invitation(accept(unknown)))).toBe('functions/unauthenticated');
    expect(await errorCode(visitor.invitation(decline(unknown)))).toBe('functions/unauthenticated');
    expect(
      await errorCode(
        visitor.invitation({
          action: 'createLink',
          payload: { companyId: 'x', role: 'member' },
        }),
      ),
    ).toBe('functions/unauthenticated');

    const { owner, companyId } = await companyWithOwner();
    expect(
      await errorCode(
        owner.invitation({
          action: 'create',
          payload: { companyId, email: 'not-an-email', role: 'member' },
        }),
      ),
    ).toBe('functions/invalid-argument');
    expect(
      await errorCode(
        owner.invitation({
          action: 'create',
          payload: { companyId, email: 'x@example.com', role: 'owner' as 'admin' },
        }),
      ),
    ).toBe('functions/invalid-argument');
    const signedIn = await clientFor(await createUser());
    expect(await errorCode(signedIn.invitation(accept(unknown)))).toBe('functions/not-found');
    expect(
      await errorCode(
        signedIn.invitation({
          action: 'create',
          payload: { companyId, email: 'x@example.com', role: 'member' },
        }),
      ),
    ).toBe('functions/permission-denied');
  });
});

describe('an account being deleted', () => {
  it('can neither join a company nor create one, and keeps no membership', async () => {
    const { owner, companyId } = await companyWithOwner();
    const { token } = await owner.invitation({
      action: 'createLink',
      payload: { companyId, role: 'member' },
    });
    const leaving = await invitee();
    await adminDb
      .doc(`accountDeletions/${leaving.user.uid}`)
      .set({ status: 'in-progress', startedAt: Date.now(), done: [] });

    const joined = await failure(leaving.client.invitation(accept(token)));
    expect(joined.code).toBe('functions/failed-precondition');
    expect(joined.message).toContain('being deleted');
    expect(await memberRole(companyId, leaving.user.uid)).toBeNull();
    expect((await companyData(companyId))?.memberCount).toBe(1);
    expect(await errorCode(createCompany(leaving.client, 'Late Co'))).toBe(
      'functions/failed-precondition',
    );

    // A finished (or never started) deletion does not stand in anyone's way.
    await adminDb.doc(`accountDeletions/${leaving.user.uid}`).set({ status: 'completed' });
    expect(await leaving.client.invitation(accept(token))).toEqual({ companyId });
  });
});
