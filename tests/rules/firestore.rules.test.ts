import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach } from 'vitest';
import { describeMatrix, rulesEnvironment } from '../support/rules-env';

const rulesEnv = rulesEnvironment();

type Role = 'visitor' | 'stranger' | 'owner' | 'superAdmin' | 'claimAsString';
const roles: Role[] = ['visitor', 'stranger', 'owner', 'superAdmin', 'claimAsString'];

function db(role: Role) {
  switch (role) {
    case 'visitor':
      return rulesEnv().unauthenticatedContext().firestore();
    case 'stranger':
      return rulesEnv().authenticatedContext('stranger').firestore();
    case 'owner':
      return rulesEnv().authenticatedContext('alice').firestore();
    case 'superAdmin':
      return rulesEnv().authenticatedContext('root', { superAdmin: true }).firestore();
    case 'claimAsString':
      return rulesEnv().authenticatedContext('pretender', { superAdmin: 'true' }).firestore();
  }
}

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const admin = context.firestore();
    await setDoc(doc(admin, 'users/alice'), {
      email: 'alice@example.com',
      displayName: 'Alice',
      photoURL: null,
      bio: null,
      username: 'alice',
      publicFields: { photo: false, bio: false, joinedAt: false },
      activeCompanyId: null,
    });
    await setDoc(doc(admin, 'usernames/alice'), { uid: 'alice' });
    await setDoc(doc(admin, 'publicProfiles/alice'), {
      username: 'alice',
      displayName: 'Alice',
      photoURL: null,
      bio: null,
      joinedAt: null,
    });
    await setDoc(doc(admin, 'contactMessages/m1'), {
      name: 'Sam',
      email: 'sam@example.com',
      topic: 'sales',
      message: 'Hello there',
      createdAt: 1,
      uid: null,
      ipHash: null,
    });
    await setDoc(doc(admin, 'contactRateLimits/h1'), { windowStart: 1, count: 5 });
    await setDoc(doc(admin, 'affiliates/alice'), { username: 'alice', status: 'approved' });
    await setDoc(doc(admin, 'secrets/x'), { value: 1 });
    await setDoc(doc(admin, 'affiliateVisits/v1'), { affiliateUid: 'alice', page: '/', at: 1 });
    await setDoc(doc(admin, 'affiliateRollups/alice_2026-01-01'), {
      affiliateUid: 'alice',
      visits: 1,
    });
    await setDoc(doc(admin, 'affiliateRollupShards/alice_2026-01-02_7'), {
      affiliateUid: 'alice',
      visits: 1,
    });
    await setDoc(doc(admin, 'affiliateSessions/s1'), {
      firstTouch: { affiliateUid: 'alice', at: 1 },
    });
    await setDoc(doc(admin, 'affiliateAttributions/bob'), {
      attributed: true,
      affiliateUid: 'alice',
    });
    await setDoc(doc(admin, 'affiliateDedup/d1'), { until: 1 });
    await setDoc(doc(admin, 'policies/terms'), { kind: 'terms', currentVersion: 1 });
    await setDoc(doc(admin, 'policies/terms/versions/1'), { version: 1, content: '# Terms' });
  });
});

/** Who may do what: every role against every operation. */
const matrix: { name: string; allowed: Role[]; run: (role: Role) => Promise<unknown> }[] = [
  {
    name: 'get users/alice',
    allowed: ['owner', 'superAdmin'],
    run: (r) => getDoc(doc(db(r), 'users/alice')),
  },
  { name: 'list users', allowed: ['superAdmin'], run: (r) => getDocs(collection(db(r), 'users')) },
  {
    name: 'create their own users doc',
    allowed: [],
    run: (r) => setDoc(doc(db(r), `users/${r === 'owner' ? 'alice2' : r}`), { displayName: 'Me' }),
  },
  // Profile fields change only through profileOperations (which keeps the public profile in step).
  {
    name: 'update users/alice displayName',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { displayName: 'Alicia' }),
  },
  {
    name: 'clear users/alice displayName',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { displayName: null }),
  },
  {
    name: 'set users/alice displayName to a number',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { displayName: 42 }),
  },
  {
    name: 'update users/alice photoURL',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { photoURL: 'https://example.com/a.png' }),
  },
  {
    name: 'update users/alice bio',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { bio: 'Hello' }),
  },
  {
    name: 'make more of users/alice public',
    allowed: [],
    run: (r) =>
      updateDoc(doc(db(r), 'users/alice'), {
        publicFields: { photo: true, bio: true, joinedAt: true },
      }),
  },
  {
    name: 'change users/alice username',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { username: 'root' }),
  },
  {
    name: 'clear users/alice active company',
    allowed: ['owner'],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { activeCompanyId: null }),
  },
  {
    name: 'set users/alice active company to one she is not a member of',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { activeCompanyId: 'acme' }),
  },
  {
    name: 'get a public profile',
    allowed: ['visitor', 'stranger', 'owner', 'superAdmin', 'claimAsString'],
    run: (r) => getDoc(doc(db(r), 'publicProfiles/alice')),
  },
  {
    name: 'get a public profile that does not exist',
    allowed: ['visitor', 'stranger', 'owner', 'superAdmin', 'claimAsString'],
    run: (r) => getDoc(doc(db(r), 'publicProfiles/nobody_here')),
  },
  {
    name: 'list public profiles',
    allowed: [],
    run: (r) => getDocs(collection(db(r), 'publicProfiles')),
  },
  {
    name: "change alice's public profile",
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'publicProfiles/alice'), { bio: 'Hacked' }),
  },
  {
    name: 'create a public profile',
    allowed: [],
    run: (r) =>
      setDoc(doc(db(r), `publicProfiles/${r.toLowerCase()}`), {
        username: r.toLowerCase(),
        displayName: 'Me',
        photoURL: null,
        bio: null,
        joinedAt: null,
      }),
  },
  {
    name: "delete alice's public profile",
    allowed: [],
    run: (r) => deleteDoc(doc(db(r), 'publicProfiles/alice')),
  },
  {
    name: 'get a username claim',
    allowed: [],
    run: (r) => getDoc(doc(db(r), 'usernames/alice')),
  },
  {
    name: 'list username claims',
    allowed: [],
    run: (r) => getDocs(collection(db(r), 'usernames')),
  },
  {
    name: "take over alice's username",
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'usernames/alice'), { uid: r }),
  },
  {
    name: 'claim a free username',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'usernames/free_name'), { uid: r }),
  },
  {
    name: "free alice's username",
    allowed: [],
    run: (r) => deleteDoc(doc(db(r), 'usernames/alice')),
  },
  {
    name: 'get a contact message',
    allowed: ['superAdmin'],
    run: (r) => getDoc(doc(db(r), 'contactMessages/m1')),
  },
  {
    name: 'list contact messages',
    allowed: ['superAdmin'],
    run: (r) => getDocs(collection(db(r), 'contactMessages')),
  },
  {
    name: 'write a contact message directly',
    allowed: [],
    run: (r) =>
      setDoc(doc(db(r), 'contactMessages/m2'), {
        name: 'Sam',
        email: 'sam@example.com',
        topic: 'sales',
        message: 'Hello there',
        createdAt: 2,
        uid: null,
        ipHash: null,
      }),
  },
  {
    name: 'get a contact rate counter',
    allowed: [],
    run: (r) => getDoc(doc(db(r), 'contactRateLimits/h1')),
  },
  {
    name: 'reset a contact rate counter',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'contactRateLimits/h1'), { windowStart: 1, count: 0 }),
  },
  {
    name: 'update users/alice email',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { email: 'mallory@example.com' }),
  },
  {
    name: 'update users/alice with a 81-character name',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { displayName: 'x'.repeat(81) }),
  },
  {
    name: 'update users/alice to add a role',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'users/alice'), { displayName: 'A', superAdmin: true }),
  },
  { name: 'delete users/alice', allowed: [], run: (r) => deleteDoc(doc(db(r), 'users/alice')) },
  {
    name: 'get affiliates/alice',
    allowed: ['owner', 'superAdmin'],
    run: (r) => getDoc(doc(db(r), 'affiliates/alice')),
  },
  {
    name: 'list affiliates',
    allowed: ['superAdmin'],
    run: (r) => getDocs(collection(db(r), 'affiliates')),
  },
  {
    name: 'approve themselves as affiliate',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'affiliates/alice'), { username: 'alice', status: 'approved' }),
  },
  {
    name: 'get their own affiliate visit',
    allowed: ['owner', 'superAdmin'],
    run: (r) => getDoc(doc(db(r), 'affiliateVisits/v1')),
  },
  {
    name: 'list affiliate visits filtered to alice',
    allowed: ['owner', 'superAdmin'],
    run: (r) =>
      getDocs(query(collection(db(r), 'affiliateVisits'), where('affiliateUid', '==', 'alice'))),
  },
  {
    name: 'list every affiliate visit',
    allowed: ['superAdmin'],
    run: (r) => getDocs(collection(db(r), 'affiliateVisits')),
  },
  {
    name: 'write an affiliate visit',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'affiliateVisits/v2'), { affiliateUid: 'alice', at: 2 }),
  },
  {
    name: 'get their own rollup',
    allowed: ['owner', 'superAdmin'],
    run: (r) => getDoc(doc(db(r), 'affiliateRollups/alice_2026-01-01')),
  },
  {
    name: 'raise their own rollup',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'affiliateRollups/alice_2026-01-01'), { visits: 1000 }),
  },
  {
    name: 'get their own rollup shard',
    allowed: ['owner', 'superAdmin'],
    run: (r) => getDoc(doc(db(r), 'affiliateRollupShards/alice_2026-01-02_7')),
  },
  {
    name: 'list rollup shards filtered to alice',
    allowed: ['owner', 'superAdmin'],
    run: (r) =>
      getDocs(
        query(collection(db(r), 'affiliateRollupShards'), where('affiliateUid', '==', 'alice')),
      ),
  },
  {
    name: 'create a rollup shard',
    allowed: [],
    run: (r) =>
      setDoc(doc(db(r), 'affiliateRollupShards/alice_2026-01-02_8'), {
        affiliateUid: 'alice',
        visits: 1000,
      }),
  },
  {
    name: 'get a tracking session',
    allowed: ['superAdmin'],
    run: (r) => getDoc(doc(db(r), 'affiliateSessions/s1')),
  },
  {
    name: 'move a session first touch',
    allowed: [],
    run: (r) =>
      setDoc(doc(db(r), 'affiliateSessions/s1'), {
        firstTouch: { affiliateUid: 'mallory', at: 1 },
      }),
  },
  {
    name: 'get an attribution',
    allowed: ['superAdmin'],
    run: (r) => getDoc(doc(db(r), 'affiliateAttributions/bob')),
  },
  {
    name: 'attribute themselves',
    allowed: [],
    run: (r) =>
      setDoc(doc(db(r), `affiliateAttributions/${r}`), { attributed: true, affiliateUid: 'alice' }),
  },
  { name: 'get a dedup marker', allowed: [], run: (r) => getDoc(doc(db(r), 'affiliateDedup/d1')) },
  {
    name: 'get the current terms',
    allowed: ['visitor', 'stranger', 'owner', 'superAdmin', 'claimAsString'],
    run: (r) => getDoc(doc(db(r), 'policies/terms')),
  },
  {
    name: 'list the versions of the terms',
    allowed: ['visitor', 'stranger', 'owner', 'superAdmin', 'claimAsString'],
    run: (r) => getDocs(collection(db(r), 'policies/terms/versions')),
  },
  {
    name: 'publish a terms version',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'policies/terms/versions/2'), { version: 2, content: 'x' }),
  },
  {
    name: 'make another terms version current',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'policies/terms'), { currentVersion: 2 }),
  },
  {
    name: 'record their own policy acceptance',
    allowed: [],
    run: (r) =>
      updateDoc(doc(db(r), 'users/alice'), {
        policyAcceptances: { terms: { version: 1, acceptedAt: 1 } },
      }),
  },
  {
    name: 'record an acceptance for another user',
    allowed: [],
    run: (r) =>
      setDoc(
        doc(db(r), 'users/bob'),
        { policyAcceptances: { terms: { version: 1, acceptedAt: 1 } } },
        { merge: true },
      ),
  },
  {
    name: 'get an undeclared collection',
    allowed: [],
    run: (r) => getDoc(doc(db(r), 'secrets/x')),
  },
  {
    name: 'write an undeclared collection',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'secrets/y'), { value: 2 }),
  },
];

describeMatrix(matrix, roles);
