import type { Entitlements } from '@contracts/billing';
import { describe, expect, it } from 'vitest';
import type { CompanyEntry } from '../companies/companies-store';
import { appCompany, appMember } from '../../../tests/support/app-companies';
import { failingPayments, fixPaymentHref } from './failing-payments';

const now = Date.UTC(2030, 4, 10);
const pastDue = (graceUntil: number): Entitlements => ({
  planId: 'team',
  status: 'past_due',
  seats: 3,
  interval: 'month',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  graceUntil,
  updatedAt: 1,
});
const entry = (
  id: string,
  role: CompanyEntry['role'],
  entitlements: Entitlements | null,
): CompanyEntry => ({
  company: appCompany({ id, name: id.toUpperCase(), entitlements }),
  membership: appMember('me', role),
  role,
});

describe('failingPayments', () => {
  it('lists the past-due companies the user manages, within or after their grace', () => {
    expect(
      failingPayments(
        [
          entry('a', 'owner', pastDue(now + 1)),
          entry('b', 'admin', pastDue(now)),
          entry('c', 'member', pastDue(now + 1)),
          entry('d', 'owner', { ...pastDue(now + 1), status: 'active', graceUntil: null }),
          entry('e', 'owner', null),
        ],
        now,
      ),
    ).toEqual([
      { companyId: 'a', companyName: 'A', planId: 'team', graceUntil: now + 1, ended: false },
      { companyId: 'b', companyName: 'B', planId: 'team', graceUntil: now, ended: true },
    ]);
  });
});

describe('fixPaymentHref', () => {
  it('names the company and the billing card', () => {
    expect(fixPaymentHref('/company', 'a b')).toBe('/company?company=a%20b#billing');
  });
});
