import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  describeMatrix,
  rulesEnvironment,
  seedSuperAdminMirror,
  PEOPLE,
  roleContexts,
  withRulesOff,
} from '../support/rules-env';

/**
 * Affiliates must not read what identifies their visitors (session ids, address hashes), nor the
 * fraud bookkeeping about them: raw visits, flags and the farming counters are for super admins
 * (or functions only). Rollups, which they may read, hold counts only.
 */
const rulesEnv = rulesEnvironment();

type Role = 'visitor' | 'stranger' | 'affiliate' | 'superAdmin';
const roles: Role[] = ['visitor', 'stranger', 'affiliate', 'superAdmin'];

const db = roleContexts<Role>(rulesEnv, {
  visitor: PEOPLE.visitor,
  stranger: PEOPLE.stranger,
  affiliate: PEOPLE.alice,
  superAdmin: PEOPLE.superAdmin,
});

const IP_HASH = 'a'.repeat(64);
const SESSION_ID = '5f0c2b1e-0000-4000-8000-000000000001';

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedSuperAdminMirror();
  await withRulesOff(async (admin) => {
    // One batch, one round trip: every test reseeds.
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'affiliates/alice'), { username: 'alice', status: 'approved' });
    batch.set(doc(admin, 'affiliateVisits/v1'), {
      affiliateUid: 'alice',
      bucket: 3,
      sessionId: SESSION_ID,
      ipHash: IP_HASH,
      page: '/pricing',
      referrerHost: 'news.example.com',
      at: 1,
    });
    batch.set(doc(admin, 'affiliateRollupShards/alice_2026-01-02_7'), {
      affiliateUid: 'alice',
      day: '2026-01-02',
      visits: 1,
      pages: { '/pricing': 1 },
    });
    batch.set(doc(admin, 'affiliateFlags/signupBurst_alice_2026-01-02'), {
      affiliateUid: 'alice',
      kind: 'signupBurst',
      day: '2026-01-02',
      count: 40,
      createdAt: 1,
      status: 'open',
    });
    batch.set(doc(admin, 'affiliateAttributionLimits/h1'), { count: 3, expireAt: new Date() });
    batch.set(doc(admin, 'affiliateSignupDays/alice_2026-01-02'), {
      affiliateUid: 'alice',
      day: '2026-01-02',
      count: 40,
    });
    await batch.commit();
  });
});

describeMatrix<Role>(
  [
    {
      name: "get a visit of one's own link (it holds sessionId and ipHash)",
      allowed: ['superAdmin'],
      run: (r) => getDoc(doc(db(r), 'affiliateVisits/v1')),
    },
    {
      name: "list the visits of one's own link",
      allowed: ['superAdmin'],
      run: (r) =>
        getDocs(query(collection(db(r), 'affiliateVisits'), where('affiliateUid', '==', 'alice'))),
    },
    {
      name: "list one's visits by session id",
      allowed: ['superAdmin'],
      run: (r) =>
        getDocs(query(collection(db(r), 'affiliateVisits'), where('sessionId', '==', SESSION_ID))),
    },
    {
      name: "get one's own rollup shard (counts come through the gated callables)",
      allowed: ['superAdmin'],
      run: (r) => getDoc(doc(db(r), 'affiliateRollupShards/alice_2026-01-02_7')),
    },
    {
      name: 'get a review flag about oneself',
      allowed: ['superAdmin'],
      run: (r) => getDoc(doc(db(r), 'affiliateFlags/signupBurst_alice_2026-01-02')),
    },
    {
      name: 'list the review flags about oneself',
      allowed: ['superAdmin'],
      run: (r) =>
        getDocs(query(collection(db(r), 'affiliateFlags'), where('affiliateUid', '==', 'alice'))),
    },
    {
      name: 'dismiss a flag from the client',
      allowed: [],
      run: (r) =>
        updateDoc(doc(db(r), 'affiliateFlags/signupBurst_alice_2026-01-02'), {
          status: 'dismissed',
        }),
    },
    {
      name: 'create a flag from the client',
      allowed: [],
      run: (r) =>
        setDoc(doc(db(r), 'affiliateFlags/attributionLimit_alice_2026-01-02'), {
          affiliateUid: 'alice',
          kind: 'attributionLimit',
          day: '2026-01-02',
          count: 1,
          createdAt: 1,
          status: 'open',
        }),
    },
    {
      name: 'get a per-client attribution counter',
      allowed: [],
      run: (r) => getDoc(doc(db(r), 'affiliateAttributionLimits/h1')),
    },
    {
      name: 'reset a per-client attribution counter',
      allowed: [],
      run: (r) => setDoc(doc(db(r), 'affiliateAttributionLimits/h1'), { count: 0 }),
    },
    {
      name: "get one's sign-up burst counter",
      allowed: [],
      run: (r) => getDoc(doc(db(r), 'affiliateSignupDays/alice_2026-01-02')),
    },
  ],
  roles,
);

describe('what a visit discloses', () => {
  it('the affiliate cannot read the ipHash or sessionId of a visit to their link; a super admin can', async () => {
    await assertFails(getDoc(doc(db('affiliate'), 'affiliateVisits/v1')));
    await assertFails(
      getDocs(
        query(collection(db('affiliate'), 'affiliateVisits'), where('affiliateUid', '==', 'alice')),
      ),
    );
    const seen = await assertSucceeds(getDoc(doc(db('superAdmin'), 'affiliateVisits/v1')));
    expect(seen.get('ipHash')).toBe(IP_HASH);
    expect(seen.get('sessionId')).toBe(SESSION_ID);
  });
});
