/**
 * Issue 13, production hardening, through the functions the way clients call them: client
 * addresses, unverified emails, invitation spam, deleting an owner, deleting a paying company.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '@contracts/contact';
import { DISPLAY_NAME_MAX } from '@contracts/profile';
import { deletionSteps } from '../../functions/src/services/account/deletion-steps';
import {
  INVITATIONS_PER_COMPANY_PER_HOUR,
  INVITATIONS_PER_INVITER_PER_DAY,
} from '../../functions/src/services/companies/invitation-limits';
import {
  nowSeconds,
  postEvent,
  seedTestPlans,
  stripeEvent,
  subscriptionObject,
  subscriptionOf,
  eventRecord,
} from '../support/billing';
import { callerFor, closeCallers } from '../support/callable-client';
import {
  adminDb,
  clientFor,
  createCompany,
  createUser,
  failure,
  tokenFromMail,
  type Client,
  type TestUser,
} from '../support/companies';
import { functionsUrl } from '../support/env';
import { waitForMail } from '../support/mail';
import { adminAuth } from '../support/users';

afterEach(closeCallers);

async function companyWithOwner(name = 'Hardening Co') {
  const ownerUser = await createUser('Olivia Owner');
  const owner = await clientFor(ownerUser);
  const { companyId, slug } = await createCompany(owner, name);
  return { ownerUser, owner, companyId, slug };
}

/** An account with this address whose email is NOT verified (anyone can sign up with any). */
async function unverifiedUser(email: string): Promise<TestUser> {
  const password = 'hardening-test-1';
  const user = await adminAuth.createUser({ email, password, displayName: 'Mallory' });
  return { uid: user.uid, email, password, displayName: 'Mallory' };
}

async function inviteAndReadToken(owner: Client, companyId: string, email: string) {
  const result = (await owner.invitation({
    action: 'create',
    payload: { companyId, email, role: 'member' },
  })) as { invitationId: string };
  const mail = await waitForMail({ to: email, subjectIncludes: 'invited you' });
  return { invitationId: result.invitationId, token: tokenFromMail(mail) };
}

describe('rate limits key on the address Google appends, not a client-written one', () => {
  /** The contact form through the callable endpoint, with the X-Forwarded-For it is given. */
  async function contactFrom(forwardedFor: string, email: string) {
    const response = await fetch(`${functionsUrl()}/contactOperations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({
        data: {
          action: 'submit',
          payload: { name: 'Sam', email, topic: 'sales', message: 'Hello there, a question.' },
        },
      }),
    });
    const body = (await response.json()) as { error?: { status: string } };
    return body.error?.status ?? 'OK';
  }

  it('a client forging the first X-Forwarded-For entry stays under its own limit', async () => {
    // The test plays Google's front end: it appends the real address after the forged one.
    const real = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1) {
      // A different forged address and a different email each time: only the real one may count.
      const forged = `1.2.3.${i}`;
      expect(await contactFrom(`${forged}, ${real}`, `f${i}-${randomUUID()}@example.com`)).toBe(
        'OK',
      );
    }
    expect(await contactFrom(`9.9.9.9, ${real}`, `g-${randomUUID()}@example.com`)).toBe(
      'RESOURCE_EXHAUSTED',
    );
  });
});

describe('an unverified email owns nothing', () => {
  it('cannot accept or decline an invitation to its address, until it is verified', async () => {
    const { owner, companyId } = await companyWithOwner();
    const email = `hv-${randomUUID().slice(0, 8)}@example.com`;
    const { token } = await inviteAndReadToken(owner, companyId, email);
    const squatter = await unverifiedUser(email);
    const client = await clientFor(squatter);

    for (const action of ['accept', 'decline'] as const) {
      const refused = await failure(client.invitation({ action, payload: { token } }));
      expect(refused.code).toBe('functions/permission-denied');
      expect(refused.message).toMatch(/Verify your email address first/);
    }
    expect((await adminDb.doc(`companies/${companyId}/members/${squatter.uid}`).get()).exists).toBe(
      false,
    );

    // Once verified (the Auth record is read, so no new ID token is needed), it may join.
    await adminAuth.updateUser(squatter.uid, { emailVerified: true });
    expect(await client.invitation({ action: 'accept', payload: { token } })).toEqual({
      companyId,
    });
  });

  it('export and deletion leave invitations to an unverified address alone', async () => {
    const { owner, companyId } = await companyWithOwner();
    const email = `hx-${randomUUID().slice(0, 8)}@example.com`;
    const { invitationId } = await inviteAndReadToken(owner, companyId, email);
    const user = await unverifiedUser(email);
    const call = await callerFor(user);

    const before = (await call('profileOperations', { action: 'exportData', payload: {} })) as {
      invitations: { invitationId: string }[];
    };
    expect(before.invitations).toEqual([]);

    await adminAuth.updateUser(user.uid, { emailVerified: true });
    const after = (await call('profileOperations', { action: 'exportData', payload: {} })) as {
      invitations: { invitationId: string }[];
    };
    expect(after.invitations.map((i) => i.invitationId)).toEqual([invitationId]);
  });

  it('deleting an unverified account does not delete invitations to its address', async () => {
    const { owner, companyId } = await companyWithOwner();
    const email = `hd-${randomUUID().slice(0, 8)}@example.com`;
    const { invitationId } = await inviteAndReadToken(owner, companyId, email);
    const user = await unverifiedUser(email);
    const call = await callerFor(user);
    await call('accountOperations', {
      action: 'deleteAccount',
      payload: { confirmation: 'delete my account' },
    });
    expect((await adminDb.doc(`invitations/${invitationId}`).get()).exists).toBe(true);
  });
});

describe('invitation mail cannot be used to spam', () => {
  const counter = (id: string) => adminDb.doc(`invitationRateLimits/${id}`);

  it(`refuses the ${INVITATIONS_PER_COMPANY_PER_HOUR + 1}th invitation of a company within an hour`, async () => {
    const { owner, companyId } = await companyWithOwner();
    await owner.invitation({
      action: 'create',
      payload: { companyId, email: `r-${randomUUID().slice(0, 8)}@example.com`, role: 'member' },
    });
    expect((await counter(`company_${companyId}`).get()).get('count')).toBe(1);
    // As if the company had sent its hour's worth already.
    await counter(`company_${companyId}`).set({
      windowStart: Date.now(),
      count: INVITATIONS_PER_COMPANY_PER_HOUR,
    });
    const refused = await failure(
      owner.invitation({
        action: 'create',
        payload: { companyId, email: `r-${randomUUID().slice(0, 8)}@example.com`, role: 'member' },
      }),
    );
    expect(refused.code).toBe('functions/resource-exhausted');
    expect(refused.message).toMatch(/invitations in the last hour/);
    expect(refused.details).toMatchObject({
      reason: 'rateLimited',
      scope: 'companyInvitations',
      max: 20,
    });
    // Resends count too.
    const pending = await adminDb
      .collection('invitations')
      .where('companyId', '==', companyId)
      .get();
    const resend = await failure(
      owner.invitation({
        action: 'resend',
        payload: { companyId, invitationId: pending.docs[0]?.id ?? '' },
      }),
    );
    expect(resend.code).toBe('functions/resource-exhausted');
    // An hour later the window starts again.
    await counter(`company_${companyId}`).set({
      windowStart: Date.now() - 61 * 60 * 1000,
      count: INVITATIONS_PER_COMPANY_PER_HOUR,
    });
    expect(
      (
        await failure(
          owner.invitation({
            action: 'resend',
            payload: { companyId, invitationId: pending.docs[0]?.id ?? '' },
          }),
        )
      ).code,
    ).toBe('none');
  });

  it(`refuses an inviter's ${INVITATIONS_PER_INVITER_PER_DAY + 1}th invitation of the day, in any company`, async () => {
    const { owner, ownerUser, companyId } = await companyWithOwner();
    await counter(`inviter_${ownerUser.uid}`).set({
      windowStart: Date.now(),
      count: INVITATIONS_PER_INVITER_PER_DAY,
    });
    const refused = await failure(
      owner.invitation({
        action: 'create',
        payload: { companyId, email: `d-${randomUUID().slice(0, 8)}@example.com`, role: 'member' },
      }),
    );
    expect(refused.code).toBe('functions/resource-exhausted');
    expect(refused.message).toMatch(/invitations today/);
    expect(refused.details).toMatchObject({ reason: 'rateLimited', scope: 'inviterInvitations' });
    // Nothing was stored for the refused one.
    const stored = await adminDb
      .collection('invitations')
      .where('companyId', '==', companyId)
      .get();
    expect(stored.size).toBe(0);
  });

  it('mails invitations only for an inviter whose own address is verified', async () => {
    const { owner, ownerUser, companyId } = await companyWithOwner();
    const invited = `v-${randomUUID().slice(0, 8)}@example.com`;
    const { invitationId } = await inviteAndReadToken(owner, companyId, invited);
    await adminAuth.updateUser(ownerUser.uid, { emailVerified: false });

    const refusedInvite = await failure(
      owner.invitation({
        action: 'create',
        payload: { companyId, email: `w-${randomUUID().slice(0, 8)}@example.com`, role: 'member' },
      }),
    );
    expect(refusedInvite.code).toBe('functions/failed-precondition');
    expect(refusedInvite.message).toContain('Verify your email address');
    const refusedResend = await failure(
      owner.invitation({ action: 'resend', payload: { companyId, invitationId } }),
    );
    expect(refusedResend.code).toBe('functions/failed-precondition');
    const pending = await adminDb
      .collection('invitations')
      .where('companyId', '==', companyId)
      .get();
    expect(pending.docs.map((d) => d.get('email'))).toEqual([invited]);
    // A link mails nobody: it still works meanwhile.
    expect(
      await owner.invitation({ action: 'createLink', payload: { companyId, role: 'member' } }),
    ).toMatchObject({ token: expect.any(String) });

    await adminAuth.updateUser(ownerUser.uid, { emailVerified: true });
    expect(
      await owner.invitation({ action: 'resend', payload: { companyId, invitationId } }),
    ).toMatchObject({ invitationId, emailSent: true });
  });

  it('refuses a link that would grant anything but member', async () => {
    const { owner, companyId } = await companyWithOwner();
    const refused = await failure(
      owner.invitation({
        action: 'createLink',
        payload: { companyId, role: 'admin' as 'member' },
      }),
    );
    expect(refused.code).toBe('functions/invalid-argument');
    const link = (await owner.invitation({ action: 'createLink', payload: { companyId } })) as {
      invitationId: string;
    };
    expect((await adminDb.doc(`invitations/${link.invitationId}`).get()).get('role')).toBe(
      'member',
    );
  });

  it('joins through a link as a member even if its document were to say admin', async () => {
    const { owner, companyId } = await companyWithOwner();
    const link = (await owner.invitation({ action: 'createLink', payload: { companyId } })) as {
      invitationId: string;
      token: string;
    };
    // Only functions write invitations; this stands for a bad migration or a future bug.
    await adminDb.doc(`invitations/${link.invitationId}`).update({ role: 'admin' });
    const joiner = await createUser('Link Joiner');
    await (
      await clientFor(joiner)
    ).invitation({ action: 'accept', payload: { token: link.token } });
    const member = await adminDb.doc(`companies/${companyId}/members/${joiner.uid}`).get();
    expect(member.get('role')).toBe('member');
  });

  it('copies Auth names into member documents bounded like profile names', async () => {
    const { owner, companyId } = await companyWithOwner();
    const link = (await owner.invitation({ action: 'createLink', payload: { companyId } })) as {
      token: string;
    };
    const joiner = await createUser('Z'.repeat(300));
    await (
      await clientFor(joiner)
    ).invitation({ action: 'accept', payload: { token: link.token } });
    const member = await adminDb.doc(`companies/${companyId}/members/${joiner.uid}`).get();
    expect(member.get('displayName')).toBe('Z'.repeat(DISPLAY_NAME_MAX));

    const blank = await createUser('   ');
    await (await clientFor(blank)).invitation({ action: 'accept', payload: { token: link.token } });
    const blankMember = await adminDb.doc(`companies/${companyId}/members/${blank.uid}`).get();
    expect(blankMember.get('displayName')).toBeNull();
  });
});

describe('account deletion never leaves a company without its owner', () => {
  it('the step that removes memberships refuses an owner itself (a transfer may race the early check)', async () => {
    // An owner reaching the step means ownership moved to them after deleteAccount's check.
    const { ownerUser, companyId } = await companyWithOwner('Raced Co');
    const leave = deletionSteps.find(([name]) => name === 'leave-companies')?.[1];
    const refused = await failure(
      (leave ?? (async () => undefined))({
        db: adminDb,
        auth: adminAuth,
        uid: ownerUser.uid,
        email: null,
      }),
    );
    expect(refused.code).toBe('failed-precondition');
    expect(refused.message).toMatch(/You own Raced Co/);
    const member = await adminDb.doc(`companies/${companyId}/members/${ownerUser.uid}`).get();
    expect(member.get('role')).toBe('owner');
  });
});

describe('deleting a company closes its billing', () => {
  beforeAll(seedTestPlans);

  it('cancels its subscription and records a later webhook as company-deleted (200)', async () => {
    const { owner, companyId, slug } = await companyWithOwner('Paying Co');
    const fields = {
      companyId,
      subscriptionId: `sub_${randomUUID().replace(/-/g, '')}`,
      customerId: `cus_${randomUUID().replace(/-/g, '')}`,
      status: 'active' as const,
      priceId: 'price_team_monthly',
      quantity: 3,
      periodEnd: nowSeconds() + 30 * 24 * 3600,
      cancelAtPeriodEnd: false,
    };
    const created = stripeEvent(
      'customer.subscription.created',
      subscriptionObject(fields),
      nowSeconds() - 60,
    );
    expect((await postEvent(created)).status).toBe(200);
    expect((await subscriptionOf(companyId))?.status).toBe('active');

    await owner.company({ action: 'delete', payload: { companyId, confirmation: slug } });
    expect((await subscriptionOf(companyId))?.status).toBe('canceled');
    const closed = await adminDb.doc(`companies/${companyId}/billing/closed`).get();
    expect(closed.data()).toMatchObject({
      reason: 'company-deleted',
      subscriptionId: fields.subscriptionId,
    });

    // The provider's own cancellation event (or any later one) arrives for a company now gone.
    const later = stripeEvent(
      'customer.subscription.deleted',
      subscriptionObject({ ...fields, status: 'canceled' }),
      nowSeconds(),
    );
    const answer = await postEvent(later);
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'company-deleted' } });
    expect(await eventRecord(later.id)).toMatchObject({ outcome: 'company-deleted', companyId });
  });
});
