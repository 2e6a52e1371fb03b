import { describe, expect, it } from 'vitest';
import { deriveView, emptySource, resolveActiveId, type CompaniesSource } from './companies-store';
import type { Company, Member } from './company-model';

const company = (id: string, name: string): Company => ({
  id,
  name,
  slug: id,
  logoUrl: null,
  website: null,
  ownerUid: 'o',
  memberCount: 1,
  createdAt: 0,
  updatedAt: 0,
  entitlements: null,
});
const membership = (companyId: string, joinedAt: number): Member => ({
  uid: 'me',
  companyId,
  role: 'member',
  email: 'me@example.com',
  displayName: null,
  photoURL: null,
  joinedAt,
});

const loaded: CompaniesSource = {
  ...emptySource,
  uid: 'me',
  membershipsLoaded: true,
  userDocLoaded: true,
  memberships: [membership('b', 2), membership('a', 1)],
  companies: { a: company('a', 'Zeta'), b: company('b', 'Alpha') },
};

describe('resolveActiveId', () => {
  it('takes the first choice that is one of the companies, else the first company', () => {
    expect(resolveActiveId(['a', 'b'], ['b', 'a'])).toBe('b');
    expect(resolveActiveId(['a', 'b'], [null, 'b'])).toBe('b');
    expect(resolveActiveId(['a', 'b'], ['gone', null])).toBe('a');
    expect(resolveActiveId([], ['a'])).toBeNull();
  });
});

describe('deriveView', () => {
  it('is loading until memberships, the user document and every company have arrived', () => {
    expect(deriveView(emptySource).status).toBe('loading');
    expect(deriveView({ ...loaded, userDocLoaded: false }).status).toBe('loading');
    expect(deriveView({ ...loaded, companies: { a: company('a', 'Zeta') } }).status).toBe(
      'loading',
    );
    expect(deriveView(loaded).status).toBe('ready');
  });

  it('falls back to the first company joined when the stored choice is missing or not theirs', () => {
    expect(deriveView(loaded).active?.company.id).toBe('a');
    expect(deriveView({ ...loaded, remoteActiveId: 'other' }).active?.company.id).toBe('a');
    expect(deriveView({ ...loaded, remoteActiveId: 'b' }).active?.company.id).toBe('b');
  });

  it("prefers this tab's choice over the stored one", () => {
    expect(
      deriveView({ ...loaded, remoteActiveId: 'a', localActiveId: 'b' }).active?.company.id,
    ).toBe('b');
  });

  it('lists companies by name and leaves out deleted or unreadable ones', () => {
    expect(deriveView(loaded).entries.map((e) => e.company.name)).toEqual(['Alpha', 'Zeta']);
    const view = deriveView({ ...loaded, companies: { ...loaded.companies, b: 'missing' } });
    expect(view.entries.map((e) => e.company.id)).toEqual(['a']);
  });

  it('waits for a company just created or joined instead of showing another', () => {
    const joining = { ...loaded, localActiveId: 'new', joiningId: 'new' };
    expect(deriveView(joining).status).toBe('loading');
    const arrived = deriveView({
      ...joining,
      memberships: [...loaded.memberships, membership('new', 3)],
      companies: { ...loaded.companies, new: company('new', 'New') },
    });
    expect(arrived.status).toBe('ready');
    expect(arrived.active?.company.id).toBe('new');
  });

  it('reports an error with what it has', () => {
    const view = deriveView({ ...loaded, error: 'offline' });
    expect(view.status).toBe('error');
    expect(view.error).toBe('offline');
  });

  it('has no active company when the user has none', () => {
    const view = deriveView({ ...loaded, memberships: [], companies: {} });
    expect(view).toMatchObject({ status: 'ready', entries: [], active: null });
  });
});
