import type { Auth, UserImportRecord, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { userMirrorFromAuth } from '../../functions/src/contracts/user-mirror';
import { DEMO_PASSWORD } from './demo-accounts';

/**
 * About 40 people for /admin/users: varied sign-in providers (password, Google, GitHub,
 * Facebook, Twitter, or two of them), a few disabled, sign-up dates spread over the last four
 * months. Then the users mirror (users/{uid}) of every Auth account, the demo accounts included.
 * Idempotent: a first run imports the accounts (sign-up dates from that day's midnight UTC);
 * later runs put them back to their seeded state (claims cleared, enabled unless listed
 * disabled). Fast: one importUsers call, then updates 8 at a time.
 */

const DAY = 24 * 60 * 60 * 1000;

const FIRST = ['Nina', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sven', 'Tara', 'Umar', 'Vera', 'Wade'];
const LAST = ['Novak', 'Okafor', 'Patel', 'Quist'];
const PROVIDER_SETS = [
  ['password'],
  ['google.com'],
  ['password', 'google.com'],
  ['github.com'],
  ['password'],
  ['facebook.com'],
  ['twitter.com'],
  ['password', 'github.com'],
] as const;

export interface SeededPerson {
  uid: string;
  email: string;
  displayName: string;
  providers: readonly string[];
  disabled: boolean;
  createdDaysAgo: number;
}

/** The seeded people (the e2e specs use the first ones: password accounts, enabled). */
export const seededPeople: SeededPerson[] = LAST.flatMap((last, l) =>
  FIRST.map((first, f) => {
    const i = l * FIRST.length + f;
    return {
      uid: `seed-person-${String(i).padStart(2, '0')}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
      displayName: `${first} ${last}`,
      providers: PROVIDER_SETS[i % PROVIDER_SETS.length] ?? ['password'],
      disabled: i % 9 === 5,
      createdDaysAgo: (i * 37) % 120,
    };
  }),
);

function importRecord(person: SeededPerson, today: number): UserImportRecord {
  const created = today - person.createdDaysAgo * DAY + 9 * 60 * 60 * 1000;
  return {
    uid: person.uid,
    email: person.email,
    displayName: person.displayName,
    emailVerified: true,
    disabled: person.disabled,
    customClaims: {},
    metadata: {
      creationTime: new Date(created).toUTCString(),
      lastSignInTime: new Date(created + (person.createdDaysAgo % 5) * DAY).toUTCString(),
    },
    providerData: person.providers
      .filter((providerId) => providerId !== 'password')
      .map((providerId) => ({
        providerId,
        uid: `${providerId}-${person.uid}`,
        email: person.email,
        displayName: person.displayName,
      })),
  };
}

async function inParallel<T>(items: T[], limit: number, run: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await run(items[next++] as T);
    }),
  );
}

/** The mirror of every Auth account (the session endpoint keeps it current afterwards). */
export async function seedUsersMirror(db: Firestore, auth: Auth): Promise<void> {
  const records: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    records.push(...page.users);
    pageToken = page.pageToken;
  } while (pageToken);
  const writer = db.bulkWriter();
  for (const record of records) {
    void writer.set(db.doc(`users/${record.uid}`), userMirrorFromAuth(record), { merge: true });
  }
  await writer.close();
}

export async function seedAdminUsers(db: Firestore, auth: Auth): Promise<void> {
  const today = Math.floor(Date.now() / DAY) * DAY;
  // The Auth emulator refuses to import over an existing account: import the missing ones (with
  // their sign-up dates), and put the existing ones back to their seeded state.
  const { users: existing } = await auth.getUsers(seededPeople.map((p) => ({ uid: p.uid })));
  const known = new Set(existing.map((u) => u.uid));
  const missing = seededPeople.filter((p) => !known.has(p.uid));
  if (missing.length) {
    const result = await auth.importUsers(missing.map((p) => importRecord(p, today)));
    if (result.failureCount) {
      throw new Error(`seed users: ${result.errors.map((e) => e.error.message).join('; ')}`);
    }
  }
  await inParallel(seededPeople, 8, async (p) => {
    if (known.has(p.uid)) {
      await auth.updateUser(p.uid, { displayName: p.displayName, disabled: p.disabled });
      await auth.setCustomUserClaims(p.uid, null);
    }
    if (p.providers.includes('password')) {
      await auth.updateUser(p.uid, { password: DEMO_PASSWORD });
    }
  });
  await seedUsersMirror(db, auth);
}
