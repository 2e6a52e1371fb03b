import type { CompanyRole } from '@contracts/companies';
import { describe, expect, it } from 'vitest';
import type { Member } from './company-model';
import { sortMembers } from './roles';

const member = (uid: string, role: CompanyRole, displayName: string | null = null): Member => ({
  uid,
  companyId: 'c',
  role,
  email: `${uid}@example.com`,
  displayName,
  photoURL: null,
  joinedAt: 0,
});

describe('sortMembers', () => {
  it('puts the owner first, then admins, then members, by name (or email) within a role', () => {
    const sorted = sortMembers([
      member('m2', 'member', 'zed'),
      member('a1', 'admin', 'Bea'),
      member('m1', 'member', null),
      member('o', 'owner', 'Olive'),
      member('a2', 'admin', 'abe'),
    ]);
    expect(sorted.map((m) => m.uid)).toEqual(['o', 'a2', 'a1', 'm1', 'm2']);
  });
});
