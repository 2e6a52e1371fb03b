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
  uniqueSlug,
} from '../support/companies';

afterEach(closeCompanyClients);

/** A company with an owner, an admin and a member, each with a signed-in client. */
async function team() {
  const [ownerUser, adminUser, memberUser] = await Promise.all([
    createUser('Olivia Owner'),
    createUser('Adam Admin'),
    createUser('Mia Member'),
  ]);
  const owner = await clientFor(ownerUser);
  const { companyId, slug } = await createCompany(owner, 'Team Co');
  await addMember(companyId, adminUser, 'admin');
  await addMember(companyId, memberUser, 'member');
  return {
    companyId,
    slug,
    ownerUser,
    adminUser,
    memberUser,
    owner,
    admin: await clientFor(adminUser),
    member: await clientFor(memberUser),
  };
}

describe('create', () => {
  it('creates the company, the slug claim and the owner, and makes it the active company', async () => {
    const user = await createUser('Olivia Owner');
    const client = await clientFor(user);
    const slug = uniqueSlug();
    const result = await client.company({
      action: 'create',
      payload: {
        name: '  Acme Labs ',
        slug: slug.toUpperCase(),
        logoUrl: 'https://example.com/logo.png',
        website: '',
      },
    });
    const { companyId } = result;
    expect(await companyData(companyId)).toMatchObject({
      name: 'Acme Labs',
      slug,
      logoUrl: 'https://example.com/logo.png',
      website: null,
      ownerUid: user.uid,
      memberCount: 1,
    });
    expect((await adminDb.doc(`companies/${companyId}/members/${user.uid}`).get()).data()).toEqual({
      uid: user.uid,
      companyId,
      role: 'owner',
      email: user.email,
      displayName: 'Olivia Owner',
      photoURL: null,
      joinedAt: expect.any(Number),
    });
    expect((await adminDb.doc(`companySlugs/${slug}`).get()).data()).toEqual({ companyId });
    expect(await activeCompanyOf(user.uid)).toBe(companyId);
  });

  it('lets a user own several companies; the newest becomes active', async () => {
    const client = await clientFor(await createUser());
    const first = await createCompany(client);
    const second = await createCompany(client);
    expect(first.companyId).not.toBe(second.companyId);
    const snap = await adminDb
      .collectionGroup('members')
      .where('companyId', 'in', [first.companyId, second.companyId])
      .get();
    expect(snap.size).toBe(2);
  });

  it('refuses a slug that is taken, and checkSlug says so', async () => {
    const client = await clientFor(await createUser());
    const { slug } = await createCompany(client);
    const other = await clientFor(await createUser());
    const refused = await failure(
      other.company({ action: 'create', payload: { name: 'Copycat', slug } }),
    );
    expect(refused.code).toBe('functions/already-exists');
    expect(refused.message).toContain(slug);
    expect(await other.company({ action: 'checkSlug', payload: { slug } })).toEqual({
      available: false,
    });
    expect(
      await other.company({ action: 'checkSlug', payload: { slug: uniqueSlug('free') } }),
    ).toEqual({ available: true });
  });

  it('gives a slug to exactly one of several concurrent creates', async () => {
    const slug = uniqueSlug('race');
    const clients = await Promise.all(
      Array.from({ length: 5 }, async () => clientFor(await createUser())),
    );
    const codes = await Promise.all(
      clients.map((c) =>
        errorCode(c.company({ action: 'create', payload: { name: 'Racer', slug } })),
      ),
    );
    expect(codes.filter((c) => c === 'none')).toHaveLength(1);
    expect(codes.filter((c) => c === 'functions/already-exists')).toHaveLength(4);
    expect((await adminDb.collection('companies').where('slug', '==', slug).get()).size).toBe(1);
  });

  it('refuses bad input and visitors', async () => {
    const client = await clientFor(await createUser());
    for (const payload of [
      { name: 'A', slug: uniqueSlug() },
      { name: 'Fine name', slug: 'Not A Slug' },
      { name: 'Fine name', slug: '-leading' },
      { name: 'Fine name', slug: uniqueSlug(), website: 'javascript:alert(1)' },
    ]) {
      expect(await errorCode(client.company({ action: 'create', payload }))).toBe(
        'functions/invalid-argument',
      );
    }
    const visitor = await clientFor();
    expect(
      await errorCode(
        visitor.company({ action: 'create', payload: { name: 'Nope', slug: uniqueSlug() } }),
      ),
    ).toBe('functions/unauthenticated');
  });
});

describe('update', () => {
  it('renames and moves the slug: the new one is claimed, the old one freed', async () => {
    const t = await team();
    const newSlug = uniqueSlug('moved');
    expect(
      await t.admin.company({
        action: 'update',
        payload: {
          companyId: t.companyId,
          name: 'Renamed Co',
          slug: newSlug,
          website: 'https://renamed.example.com',
        },
      }),
    ).toEqual({ ok: true });
    expect(await companyData(t.companyId)).toMatchObject({
      name: 'Renamed Co',
      slug: newSlug,
      website: 'https://renamed.example.com',
      logoUrl: null,
    });
    expect((await adminDb.doc(`companySlugs/${newSlug}`).get()).get('companyId')).toBe(t.companyId);
    expect((await adminDb.doc(`companySlugs/${t.slug}`).get()).exists).toBe(false);
    // The old slug is free for anyone now.
    const other = await clientFor(await createUser());
    await other.company({ action: 'create', payload: { name: 'Next', slug: t.slug } });
  });

  it("refuses another company's slug and a plain member", async () => {
    const t = await team();
    const other = await createCompany(await clientFor(await createUser()));
    const payload = { companyId: t.companyId, name: 'Team Co', slug: other.slug };
    expect(await errorCode(t.owner.company({ action: 'update', payload }))).toBe(
      'functions/already-exists',
    );
    expect(
      await errorCode(
        t.member.company({ action: 'update', payload: { ...payload, slug: t.slug } }),
      ),
    ).toBe('functions/permission-denied');
    expect((await companyData(t.companyId))?.slug).toBe(t.slug);
  });

  it('keeps the slug when only the details change', async () => {
    const t = await team();
    await t.owner.company({
      action: 'update',
      payload: { companyId: t.companyId, name: 'Same Slug', slug: t.slug },
    });
    expect((await adminDb.doc(`companySlugs/${t.slug}`).get()).get('companyId')).toBe(t.companyId);
  });
});

describe('transferOwnership', () => {
  it('makes the member the owner and the old owner an admin', async () => {
    const t = await team();
    await t.owner.company({
      action: 'transferOwnership',
      payload: { companyId: t.companyId, newOwnerUid: t.memberUser.uid },
    });
    expect(await memberRole(t.companyId, t.memberUser.uid)).toBe('owner');
    expect(await memberRole(t.companyId, t.ownerUser.uid)).toBe('admin');
    expect((await companyData(t.companyId))?.ownerUid).toBe(t.memberUser.uid);
    // The change applies at once: the old owner can no longer delete, the new one can leave no more.
    expect(
      await errorCode(
        t.owner.company({
          action: 'delete',
          payload: { companyId: t.companyId, confirmation: t.slug },
        }),
      ),
    ).toBe('functions/permission-denied');
    expect(
      await errorCode(t.member.company({ action: 'leave', payload: { companyId: t.companyId } })),
    ).toBe('functions/failed-precondition');
    await t.owner.company({ action: 'leave', payload: { companyId: t.companyId } });
  });

  it('is for the owner only, and only to a member', async () => {
    const t = await team();
    const stranger = await createUser();
    expect(
      await errorCode(
        t.admin.company({
          action: 'transferOwnership',
          payload: { companyId: t.companyId, newOwnerUid: t.adminUser.uid },
        }),
      ),
    ).toBe('functions/permission-denied');
    expect(
      await errorCode(
        t.owner.company({
          action: 'transferOwnership',
          payload: { companyId: t.companyId, newOwnerUid: stranger.uid },
        }),
      ),
    ).toBe('functions/not-found');
    expect(await memberRole(t.companyId, t.ownerUser.uid)).toBe('owner');
  });
});

describe('delete', () => {
  it('needs the slug typed by the owner, then removes members, invitations and the slug', async () => {
    const t = await team();
    await adminDb.doc(`users/${t.memberUser.uid}`).set({ activeCompanyId: t.companyId });
    await t.owner.invitation({
      action: 'createLink',
      payload: { companyId: t.companyId, role: 'member' },
    });
    await t.owner.invitation({
      action: 'create',
      payload: { companyId: t.companyId, email: 'someone-new@example.com', role: 'member' },
    });
    const wrong = await failure(
      t.owner.company({
        action: 'delete',
        payload: { companyId: t.companyId, confirmation: 'not-the-slug' },
      }),
    );
    expect(wrong.code).toBe('functions/failed-precondition');
    expect(wrong.message).toContain(t.slug);
    expect(
      await errorCode(
        t.admin.company({
          action: 'delete',
          payload: { companyId: t.companyId, confirmation: t.slug },
        }),
      ),
    ).toBe('functions/permission-denied');
    expect((await companyData(t.companyId))?.memberCount).toBe(3);

    expect(
      await t.owner.company({
        action: 'delete',
        payload: { companyId: t.companyId, confirmation: t.slug },
      }),
    ).toEqual({ ok: true });
    expect((await adminDb.doc(`companies/${t.companyId}`).get()).exists).toBe(false);
    expect((await adminDb.collection(`companies/${t.companyId}/members`).get()).size).toBe(0);
    expect(
      (await adminDb.collection('invitations').where('companyId', '==', t.companyId).get()).size,
    ).toBe(0);
    expect((await adminDb.doc(`companySlugs/${t.slug}`).get()).exists).toBe(false);
    expect(await activeCompanyOf(t.memberUser.uid)).toBeNull();
    expect(await activeCompanyOf(t.ownerUser.uid)).toBeNull();
  });
});

describe('leave', () => {
  it('lets a member leave, and clears their active company', async () => {
    const t = await team();
    await adminDb.doc(`users/${t.memberUser.uid}`).set({ activeCompanyId: t.companyId });
    expect(
      await t.member.company({ action: 'leave', payload: { companyId: t.companyId } }),
    ).toEqual({ ok: true });
    expect(await memberRole(t.companyId, t.memberUser.uid)).toBeNull();
    expect((await companyData(t.companyId))?.memberCount).toBe(2);
    expect(await activeCompanyOf(t.memberUser.uid)).toBeNull();
    expect(
      await errorCode(t.member.company({ action: 'leave', payload: { companyId: t.companyId } })),
    ).toBe('functions/permission-denied');
  });

  it('refuses the owner until ownership is transferred', async () => {
    const t = await team();
    const refused = await failure(
      t.owner.company({ action: 'leave', payload: { companyId: t.companyId } }),
    );
    expect(refused.code).toBe('functions/failed-precondition');
    expect(refused.message).toMatch(/transfer ownership/i);
    expect(await memberRole(t.companyId, t.ownerUser.uid)).toBe('owner');
  });
});

describe('changeRole', () => {
  const change = (companyId: string, memberUid: string, role: 'admin' | 'member') => ({
    action: 'changeRole' as const,
    payload: { companyId, memberUid, role },
  });

  it('lets the owner promote and demote, and an admin promote a member', async () => {
    const t = await team();
    await t.owner.company(change(t.companyId, t.adminUser.uid, 'member'));
    expect(await memberRole(t.companyId, t.adminUser.uid)).toBe('member');
    await t.owner.company(change(t.companyId, t.adminUser.uid, 'admin'));
    await t.admin.company(change(t.companyId, t.memberUser.uid, 'admin'));
    expect(await memberRole(t.companyId, t.memberUser.uid)).toBe('admin');
  });

  it('refuses an admin acting on another admin or on the owner, and a plain member', async () => {
    const t = await team();
    const otherAdmin = await createUser('Other Admin');
    await addMember(t.companyId, otherAdmin, 'admin');
    const onAdmin = await failure(t.admin.company(change(t.companyId, otherAdmin.uid, 'member')));
    expect(onAdmin.code).toBe('functions/permission-denied');
    expect(onAdmin.message).toMatch(/only the owner/i);
    expect(await errorCode(t.admin.company(change(t.companyId, t.ownerUser.uid, 'member')))).toBe(
      'functions/permission-denied',
    );
    expect(await errorCode(t.member.company(change(t.companyId, t.memberUser.uid, 'admin')))).toBe(
      'functions/permission-denied',
    );
    expect(await errorCode(t.owner.company(change(t.companyId, t.ownerUser.uid, 'admin')))).toBe(
      'functions/failed-precondition',
    );
    expect(await memberRole(t.companyId, otherAdmin.uid)).toBe('admin');
    expect(await memberRole(t.companyId, t.ownerUser.uid)).toBe('owner');
  });

  it('lets an admin step down, after which they can no longer manage', async () => {
    const t = await team();
    await t.admin.company(change(t.companyId, t.adminUser.uid, 'member'));
    expect(await memberRole(t.companyId, t.adminUser.uid)).toBe('member');
    expect(await errorCode(t.admin.company(change(t.companyId, t.memberUser.uid, 'admin')))).toBe(
      'functions/permission-denied',
    );
  });

  it('says not-found for someone who is not a member, and refuses strangers', async () => {
    const t = await team();
    const stranger = await createUser();
    expect(await errorCode(t.owner.company(change(t.companyId, stranger.uid, 'admin')))).toBe(
      'functions/not-found',
    );
    const strangerClient = await clientFor(stranger);
    expect(
      await errorCode(strangerClient.company(change(t.companyId, t.memberUser.uid, 'admin'))),
    ).toBe('functions/permission-denied');
    expect(
      await errorCode(t.owner.company(change('no-such-company', t.memberUser.uid, 'admin'))),
    ).toBe('functions/not-found');
  });
});

describe('removeMember', () => {
  const remove = (companyId: string, memberUid: string) => ({
    action: 'removeMember' as const,
    payload: { companyId, memberUid },
  });

  it('lets an admin remove a member, clearing their active company', async () => {
    const t = await team();
    await adminDb.doc(`users/${t.memberUser.uid}`).set({ activeCompanyId: t.companyId });
    expect(await t.admin.company(remove(t.companyId, t.memberUser.uid))).toEqual({ ok: true });
    expect(await memberRole(t.companyId, t.memberUser.uid)).toBeNull();
    expect((await companyData(t.companyId))?.memberCount).toBe(2);
    expect(await activeCompanyOf(t.memberUser.uid)).toBeNull();
  });

  it('refuses an admin removing an admin or the owner; the owner removes an admin', async () => {
    const t = await team();
    const otherAdmin = await createUser();
    await addMember(t.companyId, otherAdmin, 'admin');
    expect(await errorCode(t.admin.company(remove(t.companyId, otherAdmin.uid)))).toBe(
      'functions/permission-denied',
    );
    expect(await errorCode(t.admin.company(remove(t.companyId, t.ownerUser.uid)))).toBe(
      'functions/permission-denied',
    );
    expect(await errorCode(t.member.company(remove(t.companyId, t.adminUser.uid)))).toBe(
      'functions/permission-denied',
    );
    expect(await errorCode(t.owner.company(remove(t.companyId, t.ownerUser.uid)))).toBe(
      'functions/failed-precondition',
    );
    await t.owner.company(remove(t.companyId, otherAdmin.uid));
    expect(await memberRole(t.companyId, otherAdmin.uid)).toBeNull();
    expect((await companyData(t.companyId))?.memberCount).toBe(3);
  });

  it('refuses bad input and visitors', async () => {
    const t = await team();
    expect(
      await errorCode(
        t.owner.company({
          action: 'removeMember',
          payload: { companyId: '', memberUid: t.memberUser.uid },
        }),
      ),
    ).toBe('functions/invalid-argument');
    expect(
      await errorCode(
        t.owner.company({ action: 'nope', payload: {} } as unknown as Parameters<
          typeof t.owner.company
        >[0]),
      ),
    ).toBe('functions/invalid-argument');
    const visitor = await clientFor();
    expect(await errorCode(visitor.company(remove(t.companyId, t.memberUser.uid)))).toBe(
      'functions/unauthenticated',
    );
  });
});
