import type { Entitlements } from '@contracts/billing';
import type { CompanyRole } from '@contracts/companies';
import type { AuthUser } from '@/lib/auth/auth-store';
import type { Plan } from '@/lib/billing/plans';
import type { CompaniesView } from '@/lib/companies/companies-store';
import type { Company, Invitation, Member } from '@/lib/companies/company-model';
import { appCompany, appMember } from '../../../tests/support/app-companies';

/** Shared by the billing feature's tests: the seeded catalogue, a company, its people. */

const price = (amount: number, id: string) => ({ amount, providerPriceId: id });

export const plans: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'For small teams getting started.',
    features: ['Up to 5 members', 'Community support'],
    limits: { seats: 5 },
    prices: { month: null, year: null },
    currency: 'usd',
    trialDays: 0,
    active: true,
    order: 0,
  },
  {
    id: 'team',
    name: 'Team',
    description: 'For growing teams.',
    features: ['Roles for owners, admins and members', 'Email support'],
    limits: { seats: 50 },
    prices: { month: price(1200, 'price_team_monthly'), year: price(12000, 'price_team_yearly') },
    currency: 'usd',
    trialDays: 14,
    active: true,
    order: 1,
  },
  {
    id: 'business',
    name: 'Business',
    description: 'For organisations.',
    features: ['Up to 500 seats', 'Priority support'],
    limits: { seats: 500 },
    prices: {
      month: price(2400, 'price_business_monthly'),
      year: price(24000, 'price_business_yearly'),
    },
    currency: 'usd',
    trialDays: 0,
    active: true,
    order: 2,
  },
];

export const DAY = 86_400_000;

export const entitlements = (patch: Partial<Entitlements> = {}): Entitlements => ({
  planId: 'team',
  status: 'active',
  seats: 10,
  interval: 'month',
  currentPeriodEnd: Date.now() + 20 * DAY,
  cancelAtPeriodEnd: false,
  graceUntil: null,
  updatedAt: Date.now() - DAY,
  ...patch,
});

/** Acme Inc (tests/support/app-companies.ts), on the free plan unless `patch` says otherwise. */
export const company = appCompany;

export const member = appMember;

export const team = [
  member('u-owner', 'owner', 'Olive Owner'),
  member('u-admin', 'admin', 'Ada Admin'),
  member('u-member', 'member', 'Mo Member'),
];

export const pendingInvitation = (patch: Partial<Invitation> = {}): Invitation => ({
  id: 'inv-1',
  companyId: 'acme',
  kind: 'email',
  email: 'new@example.com',
  role: 'member',
  tokenHash: 'h',
  status: 'pending',
  invitedBy: { uid: 'u-owner', name: 'Olive Owner' },
  createdAt: Date.now(),
  expiresAt: Date.now() + 6 * DAY,
  acceptedCount: 0,
  respondedAt: null,
  respondedBy: null,
  ...patch,
});

/** The companies view of someone with `role` in `of`, or of someone without a company. */
export function companiesView(role: CompanyRole | null, of: Company = company()): CompaniesView {
  if (!role) return { status: 'ready', entries: [], active: null, error: null };
  const me = team.find((m) => m.role === role) as Member;
  const entry = { company: of, membership: me, role };
  return { status: 'ready', entries: [entry], active: entry, error: null };
}

export const authUser = (displayName: string | null = 'Olive Owner'): AuthUser => ({
  uid: 'u-owner',
  email: 'owner@example.com',
  displayName,
  photoURL: null,
  emailVerified: true,
  providerIds: ['password'],
  createdAt: null,
  lastSignInAt: null,
});
