import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '@contracts/companies';
import type { Plan } from '@/lib/billing/plans';
import type { CompaniesView } from '@/lib/companies/companies-store';
import type { Company, Invitation, Member } from '@/lib/companies/company-model';
import { useAuthStore } from '@/lib/auth/auth-store';
import { backend } from '../../../tests/support/fake-backend';
import { renderPage as renderAt } from '../../../tests/support/render-page';

const companies = vi.hoisted(() => ({
  useCompanies: vi.fn(),
  retryCompanies: vi.fn(),
  setActiveCompany: vi.fn(),
}));
vi.mock('@/lib/companies/use-companies', () => companies);

const membersHook = vi.hoisted(() => ({ useCompanyMembers: vi.fn() }));
vi.mock('@/lib/companies/use-company-members', () => membersHook);

const invitationsHook = vi.hoisted(() => ({ usePendingInvitations: vi.fn() }));
vi.mock('@/lib/companies/use-pending-invitations', () => invitationsHook);

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

// The catalogue, as the public JSON gives it; no free plan unless a test says (the default applies).
const plansSource = vi.hoisted(() => ({
  fetchActivePlans: vi.fn(async (): Promise<Plan[]> => []),
  fetchSubscribedPlanName: vi.fn(async () => null),
}));
vi.mock('@/lib/billing/plans-source', () => plansSource);

const { default: MembersPage } = await import('./members-page');

const company: Company = {
  id: 'acme',
  name: 'Acme',
  slug: 'acme',
  logoUrl: null,
  website: null,
  ownerUid: 'u-owner',
  memberCount: 4,
  createdAt: 1,
  updatedAt: 1,
  entitlements: null,
};

const member = (uid: string, role: CompanyRole, displayName: string): Member => ({
  uid,
  companyId: 'acme',
  role,
  email: `${uid}@example.com`,
  displayName,
  photoURL: null,
  joinedAt: Date.UTC(2026, 0, 2),
});

const team = [
  member('u-owner', 'owner', 'Olive Owner'),
  member('u-admin', 'admin', 'Ada Admin'),
  member('u-admin2', 'admin', 'Abe Admin'),
  member('u-member', 'member', 'Mo Member'),
];

const pendingInvite: Invitation = {
  id: 'inv-1',
  companyId: 'acme',
  kind: 'email',
  email: 'new@example.com',
  role: 'member',
  tokenHash: 'h',
  status: 'pending',
  invitedBy: { uid: 'u-owner', name: 'Olive Owner' },
  createdAt: Date.now(),
  expiresAt: Date.now() + 6 * 86_400_000,
  acceptedCount: 0,
  respondedAt: null,
  respondedBy: null,
};

function signedInAs(uid: string) {
  const me = team.find((m) => m.uid === uid) as Member;
  const view: CompaniesView = {
    status: 'ready',
    entries: [{ company, membership: me, role: me.role }],
    active: { company, membership: me, role: me.role },
    error: null,
  };
  companies.useCompanies.mockReturnValue(view);
}

const renderPage = () => renderAt(<MembersPage />, '/company/members', { toaster: true });

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const roleSelect = (name: string) =>
  within(row(name)).queryByRole('combobox', { name: `Role for ${name}` });
const removeButton = (name: string) =>
  within(row(name)).queryByRole('button', { name: `Remove ${name}` });

beforeEach(() => {
  vi.clearAllMocks();
  membersHook.useCompanyMembers.mockReturnValue({
    status: 'ready',
    members: team,
    retry: vi.fn(),
  });
  invitationsHook.usePendingInvitations.mockImplementation((_id: string, enabled: boolean) => ({
    status: enabled ? 'ready' : 'idle',
    invitations: enabled ? [pendingInvite] : [],
    retry: vi.fn(),
  }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

describe('MembersPage: actions follow rank (owner > admin > member)', () => {
  it('lets the owner change and remove admins and members, never themselves', () => {
    signedInAs('u-owner');
    renderPage();
    for (const name of ['Ada Admin', 'Abe Admin', 'Mo Member']) {
      expect(roleSelect(name)).toBeInTheDocument();
      expect(removeButton(name)).toBeInTheDocument();
    }
    expect(roleSelect('Olive Owner')).toBeNull();
    expect(removeButton('Olive Owner')).toBeNull();
    expect(within(row('Olive Owner')).getByText('(you)')).toBeInTheDocument();
  });

  it('lets an admin act on members only: not on other admins, themselves or the owner', () => {
    signedInAs('u-admin');
    renderPage();
    expect(roleSelect('Mo Member')).toBeInTheDocument();
    expect(removeButton('Mo Member')).toBeInTheDocument();
    for (const name of ['Olive Owner', 'Ada Admin', 'Abe Admin']) {
      expect(roleSelect(name)).toBeNull();
      expect(removeButton(name)).toBeNull();
    }
    expect(within(row('Olive Owner')).getByText('Owner')).toBeInTheDocument();
  });

  it('shows a member the team read-only: no role choices, removals, invitations or seats', () => {
    signedInAs('u-member');
    renderPage();
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invite people' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).toBeNull();
    expect(invitationsHook.usePendingInvitations).toHaveBeenCalledWith('acme', false);
    expect(screen.getAllByRole('row')).toHaveLength(team.length + 1);
  });
});

describe('MembersPage: invitations and seats', () => {
  it('counts members and pending email invitations against the seats', () => {
    signedInAs('u-owner');
    renderPage();
    expect(screen.getByTestId('seat-usage')).toHaveTextContent('5 of 5 seats used');
    expect(screen.getByRole('button', { name: /Send invitation/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: /See plans/ })).toHaveAttribute('href', '/pricing');
    const pending = screen.getByRole('list', { name: 'Pending invitations' });
    expect(within(pending).getByText('new@example.com')).toBeInTheDocument();
    expect(
      within(pending).getByRole('button', { name: 'Resend the invitation to new@example.com' }),
    ).toBeInTheDocument();
  });

  it('takes the seats from the plan while it is granted, else from the free plan', () => {
    const paid = (patch: Partial<NonNullable<Company['entitlements']>>): CompaniesView => {
      const withPlan: Company = {
        ...company,
        entitlements: {
          planId: 'team',
          status: 'active',
          seats: 10,
          interval: 'month',
          currentPeriodEnd: Date.now() + 86_400_000,
          cancelAtPeriodEnd: false,
          graceUntil: null,
          updatedAt: 1,
          ...patch,
        },
      };
      const me = team[0] as Member;
      const entry = { company: withPlan, membership: me, role: me.role };
      return { status: 'ready', entries: [entry], active: entry, error: null };
    };
    companies.useCompanies.mockReturnValue(
      paid({ status: 'past_due', graceUntil: Date.now() + 1e6 }),
    );
    const { unmount } = renderPage();
    expect(screen.getByTestId('seat-usage')).toHaveTextContent('5 of 10 seats used');
    expect(screen.getByRole('button', { name: /Send invitation/ })).toBeEnabled();
    unmount();

    companies.useCompanies.mockReturnValue(
      paid({ status: 'past_due', graceUntil: Date.now() - 1 }),
    );
    renderPage();
    expect(screen.getByTestId('seat-usage')).toHaveTextContent('5 of 5 seats used');
  });

  it("counts a company without a paid plan against the free plan's seats from the catalogue", async () => {
    plansSource.fetchActivePlans.mockResolvedValueOnce([
      {
        id: 'free',
        name: 'Free',
        description: '',
        features: [],
        limits: { seats: 8 },
        prices: { month: null, year: null },
        currency: 'usd',
        trialDays: 0,
        active: true,
        order: 0,
      },
    ]);
    renderPage();
    await waitFor(() =>
      expect(screen.getByTestId('seat-usage')).toHaveTextContent('5 of 8 seats used'),
    );
    expect(screen.getByRole('button', { name: /Send invitation/ })).toBeEnabled();
  });

  it('warns and offers a resend when the invitation mail could not be sent', async () => {
    invitationsHook.usePendingInvitations.mockReturnValue({
      status: 'ready',
      invitations: [],
      retry: vi.fn(),
    });
    const invite = backend.on('invitationOperations', 'create', () => ({
      invitationId: 'inv-2',
      emailSent: false,
    }));
    const resend = backend.on('invitationOperations', 'resend', () => ({
      invitationId: 'inv-2',
      emailSent: true,
    }));
    signedInAs('u-admin');
    const user = userEvent.setup();
    renderPage();

    expect(screen.getByTestId('seat-usage')).toHaveTextContent('4 of 5 seats used');
    await user.type(screen.getByLabelText('Email address'), 'Sam@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(
      await screen.findByText(/invitation for sam@example.com is saved, but we could not send/),
    ).toBeInTheDocument();
    expect(invite).toHaveBeenCalledWith({
      companyId: 'acme',
      email: 'sam@example.com',
      role: 'member',
    });
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(
      await screen.findByText('Invitation sent again to sam@example.com.'),
    ).toBeInTheDocument();
    expect(resend).toHaveBeenCalledWith({ companyId: 'acme', invitationId: 'inv-2' });
  });

  it('forewarns an inviter whose email is not verified that invitations by email wait for it', () => {
    signedInAs('u-admin');
    const user = { uid: 'u-admin', email: 'ada@example.com', displayName: 'Ada Admin' };
    const authUser = {
      ...user,
      photoURL: null,
      providerIds: ['password'],
      createdAt: null,
      lastSignInAt: null,
    };
    act(() =>
      useAuthStore.setState({ status: 'signedIn', user: { ...authUser, emailVerified: false } }),
    );
    const { unmount } = renderPage();
    const form = screen.getByRole('form', { name: 'Invite by email' });
    expect(within(form).getByRole('status')).toHaveTextContent('Verify your email address');
    expect(within(form).getByRole('link', { name: 'dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    unmount();

    act(() =>
      useAuthStore.setState({ status: 'signedIn', user: { ...authUser, emailVerified: true } }),
    );
    renderPage();
    const verifiedForm = screen.getByRole('form', { name: 'Invite by email' });
    expect(within(verifiedForm).queryByText(/Verify your email address/)).toBeNull();
    act(() => useAuthStore.setState({ status: 'unknown', user: null }));
  });

  it('explains a full plan with a link to the plans when the server refuses a seat', async () => {
    invitationsHook.usePendingInvitations.mockReturnValue({
      status: 'ready',
      invitations: [],
      retry: vi.fn(),
    });
    backend.on('invitationOperations', 'create', () => {
      throw Object.assign(new Error('Your plan includes 5 seats.'), {
        code: 'functions/failed-precondition',
        details: { reason: 'seatLimit', limit: 5, companyName: 'Acme', asker: 'inviter' },
      });
    });
    signedInAs('u-owner');
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your plan includes 5 seats, and members and pending invitations already use all of them.',
    );
    expect(within(alert).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('tells an inviter over the rate limit when to try again, with no link to the plans', async () => {
    invitationsHook.usePendingInvitations.mockReturnValue({
      status: 'ready',
      invitations: [],
      retry: vi.fn(),
    });
    backend.on('invitationOperations', 'create', () => {
      throw Object.assign(new Error('You have sent 50 invitations today.'), {
        code: 'functions/resource-exhausted',
        details: {
          reason: 'rateLimited',
          scope: 'inviterInvitations',
          max: 50,
          retryAfterSeconds: 3 * 3600,
        },
      });
    });
    signedInAs('u-owner');
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'You have sent 50 invitations today, the most allowed. Try again in 3 hours.',
    );
    expect(within(alert).queryByRole('link', { name: 'See plans' })).toBeNull();
  });

  it('removes a member after confirmation', async () => {
    const removeMember = backend.on('companyOperations', 'removeMember', () => ({
      ok: true as const,
    }));
    signedInAs('u-owner');
    const user = userEvent.setup();
    renderPage();
    await user.click(removeButton('Mo Member') as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Mo Member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Mo Member was removed from Acme.')).toBeInTheDocument();
    expect(removeMember).toHaveBeenCalledWith({ companyId: 'acme', memberUid: 'u-member' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('revokes a pending invitation after confirmation', async () => {
    const revoke = backend.on('invitationOperations', 'revoke', () => ({ ok: true as const }));
    signedInAs('u-owner');
    const user = userEvent.setup();
    renderPage();
    await user.click(
      screen.getByRole('button', { name: 'Revoke the invitation to new@example.com' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Revoke the invitation to new@example.com?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(
      await screen.findByText('The invitation to new@example.com was revoked.'),
    ).toBeInTheDocument();
    expect(revoke).toHaveBeenCalledWith({ companyId: 'acme', invitationId: 'inv-1' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('resends a pending invitation, busy until the server answers', async () => {
    let answer: () => void = () => undefined;
    const resend = backend.on(
      'invitationOperations',
      'resend',
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ invitationId: 'inv-1', emailSent: true });
        }),
    );
    signedInAs('u-owner');
    const user = userEvent.setup();
    renderPage();
    const button = screen.getByRole('button', {
      name: 'Resend the invitation to new@example.com',
    });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(resend).toHaveBeenCalledWith({ companyId: 'acme', invitationId: 'inv-1' });
    act(() => answer());
    expect(
      await screen.findByText('Invitation sent again to new@example.com.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });
});
