import type { Entitlements } from '@contracts/billing';
import type { CompanyRole } from '@contracts/companies';
import { describe, expect, it } from 'vitest';
import { appCompany, companiesViewAs } from '../../../tests/support/app-companies';
import { pendingSteps, type Progress } from './next-steps-model';

const inCompany = (role: CompanyRole, entitlements: Entitlements | null = null) =>
  companiesViewAs(role, appCompany({ entitlements }));

const paid: Entitlements = {
  planId: 'team',
  status: 'active',
  seats: 10,
  interval: 'month',
  currentPeriodEnd: 2,
  cancelAtPeriodEnd: false,
  graceUntil: null,
  updatedAt: 1,
};

const newcomer: Progress = {
  companies: { status: 'ready', entries: [], active: null },
  displayName: null,
  photoURL: null,
  affiliate: false,
};

describe('pendingSteps', () => {
  it('asks a newcomer for every step', () => {
    expect(pendingSteps(newcomer)).toEqual(['company', 'profile', 'affiliate']);
  });

  it('never tells the owner of a company to set one up; asks them to choose a plan while free', () => {
    expect(pendingSteps({ ...newcomer, companies: inCompany('owner') })).toEqual([
      'profile',
      'plan',
      'affiliate',
    ]);
    expect(pendingSteps({ ...newcomer, companies: inCompany('owner', paid) })).toEqual([
      'profile',
      'affiliate',
    ]);
  });

  it('leaves choosing a plan to those who may manage billing', () => {
    expect(pendingSteps({ ...newcomer, companies: inCompany('member') })).not.toContain('plan');
    expect(pendingSteps({ ...newcomer, companies: inCompany('admin') })).toContain('plan');
  });

  it('drops the profile step once the name and photo are set, and the affiliate one for affiliates', () => {
    const done = {
      companies: inCompany('owner', paid),
      displayName: 'Olive Owner',
      photoURL: 'https://example.com/o.png',
      affiliate: true,
    };
    expect(pendingSteps(done)).toEqual([]);
    expect(pendingSteps({ ...done, displayName: '  ' })).toEqual(['profile']);
  });

  it('shows no step it cannot judge yet (companies loading, affiliate record unknown)', () => {
    const loading: Progress = {
      ...newcomer,
      companies: { status: 'loading', entries: [], active: null },
      affiliate: undefined,
    };
    expect(pendingSteps(loading)).toEqual(['profile']);
  });
});
