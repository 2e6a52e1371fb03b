import { describe, expect, it } from 'vitest';
import {
  COMPANY_ACTIONS,
  mayDo,
  mayInviteAs,
  mayLeave,
  memberActions,
  type Role,
} from './company-permissions';

/**
 * The role table of the rules tests (tests/support/rules-env.ts: olivia owns company A, adam is
 * an admin, mia a member; sam is a stranger), walked through every rule.
 */
const people = {
  owner: { uid: 'olivia', role: 'owner' },
  admin: { uid: 'adam', role: 'admin' },
  member: { uid: 'mia', role: 'member' },
} as const satisfies Record<string, { uid: string; role: Role }>;
const roles = Object.keys(people) as (keyof typeof people)[];

describe('company permissions', () => {
  it.each([
    ['edit', ['owner', 'admin']],
    ['invite', ['owner', 'admin']],
    ['billing', ['owner', 'admin']],
    ['transferOwnership', ['owner']],
    ['delete', ['owner']],
  ] as const)('%s: %j', (action, allowed) => {
    for (const role of roles)
      expect(mayDo(role, action), role).toBe((allowed as readonly string[]).includes(role));
    expect(mayDo(null, action)).toBe(false);
  });

  it('covers every action of the table', () => {
    expect(Object.keys(COMPANY_ACTIONS).sort()).toEqual(
      ['billing', 'delete', 'edit', 'invite', 'transferOwnership'].sort(),
    );
  });

  it('lets everyone but the owner leave, and a stranger nothing', () => {
    expect(roles.filter((r) => mayLeave(r))).toEqual(['admin', 'member']);
    expect(mayLeave(undefined)).toBe(false);
  });

  it('invites nobody above the inviter', () => {
    expect(mayInviteAs('owner', 'admin')).toBe(true);
    expect(mayInviteAs('admin', 'admin')).toBe(true);
    expect(mayInviteAs('admin', 'member')).toBe(true);
    expect(mayInviteAs('member', 'member')).toBe(false);
  });

  it('acts only on lower ranks, never on oneself or the owner', () => {
    const table = Object.fromEntries(
      roles.map((actor) => [
        actor,
        roles.filter((target) => memberActions(people[actor], people[target]).remove),
      ]),
    );
    expect(table).toEqual({ owner: ['admin', 'member'], admin: ['member'], member: [] });
    expect(memberActions(people.owner, people.admin).grantable).toEqual(['member', 'admin']);
    expect(memberActions(people.admin, people.member).grantable).toEqual(['member', 'admin']);
    expect(memberActions(people.admin, { uid: 'adam2', role: 'admin' }).changeRole).toBe(false);
  });
});
