import type { CompanyRole } from '@contracts/companies';
import { describe, expect, it } from 'vitest';
import type { Member } from './company-model';
import { canManageCompany, memberActions, sortMembers } from './roles';

const member = (uid: string, role: CompanyRole, displayName: string | null = null): Member => ({
  uid,
  companyId: 'c',
  role,
  email: `${uid}@example.com`,
  displayName,
  photoURL: null,
  joinedAt: 0,
});

const all = { changeRole: true, remove: true };
const none = { changeRole: false, remove: false };

describe('memberActions', () => {
  it.each([
    ['owner', 'admin', all],
    ['owner', 'member', all],
    ['owner', 'owner', none],
    ['admin', 'member', all],
    ['admin', 'admin', none],
    ['admin', 'owner', none],
    ['member', 'member', none],
    ['member', 'admin', none],
    ['member', 'owner', none],
  ] as const)('%s on %s', (callerRole, targetRole, expected) => {
    expect(memberActions({ uid: 'me', role: callerRole }, member('them', targetRole))).toEqual(
      expected,
    );
  });

  it('never offers actions on yourself', () => {
    for (const role of ['owner', 'admin', 'member'] as const) {
      expect(memberActions({ uid: 'me', role }, member('me', role))).toEqual(none);
    }
  });
});

describe('canManageCompany', () => {
  it('is true for owners and admins only', () => {
    expect([
      canManageCompany('owner'),
      canManageCompany('admin'),
      canManageCompany('member'),
    ]).toEqual([true, true, false]);
    expect(canManageCompany(null)).toBe(false);
  });
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
