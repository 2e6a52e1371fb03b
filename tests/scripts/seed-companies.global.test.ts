import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { demoCompany } from '../../scripts/lib/demo-accounts';
import { seedDemoData } from '../../scripts/lib/seed';
import { TEST_PORTS } from '../../scripts/lib/stack';
import { authHost, firestoreHost } from '../support/env';
import { adminAuth } from '../support/users';

const port = (host: string) => Number(host.split(':')[1]);

/** What the demo company looks like in Firestore: the company, its slug claim, its members. */
async function demoCompanyState() {
  const db = getFirestore();
  const company = db.doc(`companies/${demoCompany.id}`);
  const members = await company.collection('members').get();
  return {
    company: (await company.get()).data(),
    slug: (await db.doc(`companySlugs/${demoCompany.slug}`).get()).data(),
    members: Object.fromEntries(members.docs.map((m) => [m.id, m.data()])),
    active: (await db.doc('users/demo-teammate').get()).get('activeCompanyId') as unknown,
  };
}

describe('seeding the demo company', () => {
  it('creates Acme Inc owned by user@example.com with Theo Teammate, idempotently', async () => {
    const ports = { ...TEST_PORTS, auth: port(authHost()), firestore: port(firestoreHost()) };
    await seedDemoData(ports);
    const first = await demoCompanyState();
    expect(first.company).toMatchObject({
      name: 'Acme Inc',
      slug: 'acme',
      ownerUid: 'demo-user',
      memberCount: 2,
    });
    expect(first.slug).toEqual({ companyId: demoCompany.id });
    expect(first.members['demo-user']).toMatchObject({ role: 'owner', email: 'user@example.com' });
    expect(first.members['demo-teammate']).toMatchObject({
      role: 'member',
      email: 'teammate@example.com',
      displayName: 'Theo Teammate',
    });
    expect(first.active).toBe(demoCompany.id);
    expect((await adminAuth.getUser('demo-teammate')).email).toBe('teammate@example.com');

    await seedDemoData(ports);
    expect(await demoCompanyState()).toEqual(first);
  });
});
