import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getCountFromServer,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach } from 'vitest';
import {
  describeMatrix,
  rulesEnvironment,
  seedSuperAdminMirror,
  PEOPLE,
  roleContexts,
  withRulesOff,
} from '../support/rules-env';

const rulesEnv = rulesEnvironment();

type Role = 'visitor' | 'stranger' | 'owner' | 'superAdmin' | 'claimAsString';
const roles: Role[] = ['visitor', 'stranger', 'owner', 'superAdmin', 'claimAsString'];

const db = roleContexts<Role>(rulesEnv, {
  visitor: PEOPLE.visitor,
  stranger: PEOPLE.stranger,
  owner: PEOPLE.alice,
  superAdmin: PEOPLE.superAdmin,
  claimAsString: PEOPLE.claimAsString,
});

beforeEach(async () => {
  await rulesEnv().clearFirestore();
  await seedSuperAdminMirror();
  await withRulesOff(async (admin) => {
    // One batch, one round trip: every test reseeds.
    const batch = writeBatch(admin);
    batch.set(doc(admin, 'users/alice'), {
      email: 'alice@example.com',
      displayName: 'Alice',
      photoURL: null,
      bio: null,
      username: 'alice',
      publicFields: { photo: false, bio: false, joinedAt: false },
      activeCompanyId: null,
    });
    batch.set(doc(admin, 'usernames/alice'), { uid: 'alice' });
    batch.set(doc(admin, 'publicProfiles/alice'), {
      username: 'alice',
      displayName: 'Alice',
      photoURL: null,
      bio: null,
      joinedAt: null,
    });
    batch.set(doc(admin, 'contactMessages/m1'), {
      name: 'Sam',
      email: 'sam@example.com',
      topic: 'sales',
      message: 'Hello there',
      createdAt: 1,
      uid: null,
      ipHash: null,
    });
    batch.set(doc(admin, 'contactRateLimits/h1'), { windowStart: 1, count: 5 });
    batch.set(doc(admin, 'auditLog/a1'), {
      actor: { uid: 'admin', email: 'admin@example.com' },
      action: 'users.disable',
      target: { kind: 'user', id: 'alice', label: 'alice@example.com' },
      before: { disabled: false },
      after: { disabled: true },
      at: 1,
    });
    batch.set(doc(admin, 'affiliateApplications/p1'), { uid: 'alice', status: 'pending' });
    batch.set(doc(admin, 'reportDays/2026-01-01'), { day: '2026-01-01', sealedAt: 1 });
    batch.set(doc(admin, 'mailLog/m1'), {
      template: 'teamInvitation',
      to: 'bob@example.com',
      subject: 'Join',
      status: 'sent',
      error: null,
      at: 1,
      kind: 'transactional',
    });
    batch.set(doc(admin, 'announcements/n1'), { subject: 'News', status: 'sending', sent: 0 });
    batch.set(doc(admin, 'announcements/n1/recipients/alice'), { status: 'sent' });
    batch.set(doc(admin, 'reportBillingEvents/sub_1_churned'), { kind: 'churned', day: 'x' });
    batch.set(doc(admin, 'affiliates/alice'), { username: 'alice', status: 'approved' });
    batch.set(doc(admin, 'secrets/x'), { value: 1 });
    batch.set(doc(admin, 'affiliateVisits/v1'), { affiliateUid: 'alice', page: '/', at: 1 });
    batch.set(doc(admin, 'affiliateRollups/alice_2026-01-01'), {
      affiliateUid: 'alice',
      visits: 1,
    });
    batch.set(doc(admin, 'affiliateRollupShards/alice_2026-01-02_7'), {
      affiliateUid: 'alice',
      visits: 1,
    });
    batch.set(doc(admin, 'affiliateSessions/s1'), {
      firstTouch: { affiliateUid: 'alice', at: 1 },
    });
    batch.set(doc(admin, 'affiliateAttributions/bob'), {
      attributed: true,
      affiliateUid: 'alice',
    });
    batch.set(doc(admin, 'affiliateDedup/d1'), { until: 1 });
    batch.set(doc(admin, 'policies/terms'), { kind: 'terms', currentVersion: 1 });
    batch.set(doc(admin, 'policies/terms/versions/1'), { version: 1, content: '# Terms' });
    await batch.commit();
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
    name: 'get an audit entry',
    allowed: ['superAdmin'],
    run: (r) => getDoc(doc(db(r), 'auditLog/a1')),
  },
  {
    name: 'list the audit log',
    allowed: ['superAdmin'],
    run: (r) => getDocs(collection(db(r), 'auditLog')),
  },
  {
    name: 'write an audit entry',
    allowed: [],
    run: (r) =>
      setDoc(doc(db(r), 'auditLog/a2'), {
        actor: { uid: r, email: null },
        action: 'users.enable',
        target: { kind: 'user', id: 'alice', label: null },
        before: null,
        after: null,
        at: 2,
      }),
  },
  {
    name: 'rewrite an audit entry',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'auditLog/a1'), { action: 'nothing' }),
  },
  {
    name: 'delete an audit entry',
    allowed: [],
    run: (r) => deleteDoc(doc(db(r), 'auditLog/a1')),
  },
  {
    name: 'get an affiliate application',
    allowed: ['superAdmin'],
    run: (r) => getDoc(doc(db(r), 'affiliateApplications/p1')),
  },
  {
    name: 'count pending affiliate applications (the admin overview)',
    allowed: ['superAdmin'],
    run: (r) =>
      getCountFromServer(
        query(collection(db(r), 'affiliateApplications'), where('status', '==', 'pending')),
      ),
  },
  {
    name: 'write an affiliate application',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'affiliateApplications/p2'), { uid: r, status: 'approved' }),
  },
  {
    name: 'count users and companies (the admin overview)',
    allowed: ['superAdmin'],
    run: (r) =>
      Promise.all([
        getCountFromServer(collection(db(r), 'users')),
        getCountFromServer(collection(db(r), 'companies')),
      ]),
  },
  {
    name: 'get a mail log entry',
    allowed: ['superAdmin'],
    run: (r) => getDoc(doc(db(r), 'mailLog/m1')),
  },
  {
    name: 'list the mail log',
    allowed: ['superAdmin'],
    run: (r) => getDocs(collection(db(r), 'mailLog')),
  },
  {
    name: 'write a mail log entry',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'mailLog/m2'), { template: 'x', status: 'sent', at: 2 }),
  },
  {
    name: 'rewrite a mail log entry',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'mailLog/m1'), { status: 'failed' }),
  },
  {
    name: 'delete a mail log entry',
    allowed: [],
    run: (r) => deleteDoc(doc(db(r), 'mailLog/m1')),
  },
  {
    name: 'list announcements',
    allowed: ['superAdmin'],
    run: (r) => getDocs(collection(db(r), 'announcements')),
  },
  {
    name: "get an announcement's recipient marker",
    allowed: ['superAdmin'],
    run: (r) => getDoc(doc(db(r), 'announcements/n1/recipients/alice')),
  },
  {
    name: 'create an announcement',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'announcements/n2'), { subject: 'Spam', status: 'sending' }),
  },
  {
    name: 'advance an announcement',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'announcements/n1'), { sent: 100 }),
  },
  {
    name: 'mark a recipient as mailed',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'announcements/n1/recipients/bob'), { status: 'sent' }),
  },
  {
    name: 'delete an announcement',
    allowed: [],
    run: (r) => deleteDoc(doc(db(r), 'announcements/n1')),
  },
  {
    name: 'get a report day',
    allowed: ['superAdmin'],
    run: (r) => getDoc(doc(db(r), 'reportDays/2026-01-01')),
  },
  {
    name: 'list the report days',
    allowed: ['superAdmin'],
    run: (r) => getDocs(collection(db(r), 'reportDays')),
  },
  {
    name: 'write a report day',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'reportDays/2026-01-02'), { day: '2026-01-02' }),
  },
  {
    name: 'rewrite a sealed report day',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'reportDays/2026-01-01'), { sealedAt: 2 }),
  },
  {
    name: 'delete a report day',
    allowed: [],
    run: (r) => deleteDoc(doc(db(r), 'reportDays/2026-01-01')),
  },
  {
    name: 'get a report billing event',
    allowed: [],
    run: (r) => getDoc(doc(db(r), 'reportBillingEvents/sub_1_churned')),
  },
  {
    name: 'write a report billing event',
    allowed: [],
    run: (r) => setDoc(doc(db(r), 'reportBillingEvents/sub_2_churned'), { kind: 'churned' }),
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
  // Invitation mail counters (issue 13): written and read by functions only.
  {
    name: 'get an invitation rate counter',
    allowed: [],
    run: (r) => getDoc(doc(db(r), 'invitationRateLimits/company_c1')),
  },
  {
    name: 'reset an invitation rate counter',
    allowed: [],
    run: (r) =>
      setDoc(doc(db(r), 'invitationRateLimits/inviter_alice'), { windowStart: 1, count: 0 }),
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
  // Accepting the agreement is what makes an affiliate's link count: only functions record it.
  {
    name: 'record their own agreement acceptance',
    allowed: [],
    run: (r) =>
      updateDoc(doc(db(r), 'affiliates/alice'), {
        agreement: { version: 1, acceptedAt: 1, userAgent: 'x' },
      }),
  },
  // Raw visits name the visitor's session and address hash: not even their affiliate reads them
  // (tests/rules/affiliate-privacy.rules.test.ts).
  {
    name: 'get their own affiliate visit',
    allowed: ['superAdmin'],
    run: (r) => getDoc(doc(db(r), 'affiliateVisits/v1')),
  },
  {
    name: 'list affiliate visits filtered to alice',
    allowed: ['superAdmin'],
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
    name: 'get their own rollup (they read counts through the callables)',
    allowed: ['superAdmin'],
    run: (r) => getDoc(doc(db(r), 'affiliateRollups/alice_2026-01-01')),
  },
  {
    name: 'raise their own rollup',
    allowed: [],
    run: (r) => updateDoc(doc(db(r), 'affiliateRollups/alice_2026-01-01'), { visits: 1000 }),
  },
  {
    name: 'get their own rollup shard',
    allowed: ['superAdmin'],
    run: (r) => getDoc(doc(db(r), 'affiliateRollupShards/alice_2026-01-02_7')),
  },
  {
    name: 'list rollup shards filtered to alice',
    allowed: ['superAdmin'],
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
    name: 'read the affiliate agreement and its versions',
    allowed: ['visitor', 'stranger', 'owner', 'superAdmin', 'claimAsString'],
    run: async (r) => {
      await getDoc(doc(db(r), 'policies/affiliateAgreement'));
      return getDocs(collection(db(r), 'policies/affiliateAgreement/versions'));
    },
  },
  {
    name: 'publish an affiliate agreement version',
    allowed: [],
    run: (r) =>
      setDoc(doc(db(r), 'policies/affiliateAgreement/versions/9'), { version: 9, content: 'x' }),
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
