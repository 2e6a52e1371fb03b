import type { CompanyRole } from '@contracts/companies';
import type { CompaniesView } from '@/lib/companies/companies-store';
import type { Company, Member } from '@/lib/companies/company-model';

/**
 * A company as the app reads it (`companies/{id}` through `toCompany`), for component and model
 * tests of any feature: Acme Inc on the free plan unless `patch` says otherwise.
 */
export const appCompany = (patch: Partial<Company> = {}): Company => ({
  id: 'acme',
  name: 'Acme Inc',
  slug: 'acme',
  logoUrl: null,
  website: null,
  ownerUid: 'u-owner',
  memberCount: 3,
  createdAt: 1,
  updatedAt: 1,
  entitlements: null,
  ...patch,
});

/** `uid`'s membership of Acme Inc with `role`. */
export const appMember = (uid: string, role: CompanyRole, displayName = uid): Member => ({
  uid,
  companyId: 'acme',
  role,
  email: `${uid}@example.com`,
  displayName,
  photoURL: null,
  joinedAt: 1,
});

/** The companies view of someone who is `role` in `company` (ready, that company active). */
export function companiesViewAs(role: CompanyRole, company: Company = appCompany()): CompaniesView {
  const entry = { company, membership: appMember('me', role), role };
  return { status: 'ready', entries: [entry], active: entry, error: null };
}
