import type { UserRow } from '@contracts/admin-users';
import { recordsCsv } from '@/lib/csv';

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

/** The CSV of a user list (ISO dates, providers joined by a space). */
export function usersCsv(rows: UserRow[]): string {
  return recordsCsv(
    rows.map((row) => ({
      uid: row.uid,
      email: row.email ?? '',
      displayName: row.displayName ?? '',
      providers: row.providers.join(' '),
      emailVerified: row.emailVerified,
      disabled: row.disabled,
      superAdmin: row.superAdmin,
      createdAt: iso(row.createdAt),
      lastSignInAt: iso(row.lastSignInAt),
    })),
    [
      'uid',
      'email',
      'displayName',
      'providers',
      'emailVerified',
      'disabled',
      'superAdmin',
      'createdAt',
      'lastSignInAt',
    ],
  );
}
