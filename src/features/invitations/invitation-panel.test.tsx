import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationProblem } from '@contracts/companies';
import { useAuthStore } from '@/lib/auth/auth-store';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

/** A refused call, as the Functions SDK rejects it. */
const refusal = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { code: `functions/${code}`, details });

const companies = vi.hoisted(() => ({
  useCompanies: vi.fn(),
  retryCompanies: vi.fn(),
  setActiveCompany: vi.fn(async () => undefined),
}));
vi.mock('@/lib/companies/use-companies', () => companies);

const authService = vi.hoisted(() => ({ signOutUser: vi.fn(async () => undefined) }));
vi.mock('@/lib/auth/auth-service', () => authService);

const { default: InvitePage } = await import('./invite-page');
const { default: AcceptInvitePage } = await import('./accept-invite-page');

const TOKEN = 'A'.repeat(40) + '_-9';
const usable = {
  usable: true as const,
  companyName: 'Acme Labs',
  companyLogoUrl: null,
  inviterName: 'Olive Owner',
  role: 'admin' as const,
  kind: 'email' as const,
  email: 'ada@example.com',
  expiresAt: Date.now() + 3 * 86_400_000,
};

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/invite/:token', Component: InvitePage },
      { path: '/accept-invite', Component: AcceptInvitePage },
      { path: '/company/members', element: <h1>Team Members</h1> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/login', element: <h1>Sign in</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  useAuthStore.setState({
    status: 'signedIn',
    claims: {},
    user: {
      uid: 'u-ada',
      email: 'ada@example.com',
      displayName: 'Ada',
      photoURL: null,
      emailVerified: true,
      providerIds: ['password'],
      createdAt: null,
      lastSignInAt: null,
    },
  });
});
afterEach(() => {
  useAuthStore.setState({ status: 'unknown', user: null, claims: {} });
  vi.unstubAllGlobals();
});

describe('InvitationPanel: a usable invitation', () => {
  it('shows the company, inviter, role and expiry, and accepting opens the team', async () => {
    const preview = backend.on('invitationOperations', 'preview', () => usable);
    const accept = backend.on('invitationOperations', 'accept', () => ({ companyId: 'c-acme' }));
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    const router = renderAt(`/invite/${TOKEN}`);

    expect(screen.getByText('Loading the invitation…')).toBeInTheDocument();
    // The first render of the file loads the page's modules: a busy machine needs more than 1 s.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Acme Labs' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(preview).toHaveBeenCalledWith({ token: TOKEN });
    expect(screen.getByText('Olive Owner')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText(/in 3 days/)).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/members'));
    expect(accept).toHaveBeenCalledWith({ token: TOKEN });
    expect(companies.setActiveCompany).toHaveBeenCalledWith('c-acme', { joining: true });
    expect(success).toHaveBeenCalledWith('Welcome to Acme Labs!');
  });

  it('reads the token from ?token= on /accept-invite', async () => {
    const preview = backend.on('invitationOperations', 'preview', () => ({
      ...usable,
      kind: 'link' as const,
      email: null,
    }));
    renderAt(`/accept-invite?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Join Acme Labs' })).toBeInTheDocument();
    expect(preview).toHaveBeenCalledWith({ token: TOKEN });
    expect(screen.queryByText('Sent to')).toBeNull();
  });

  it('declines after confirmation and says so', async () => {
    backend.on('invitationOperations', 'preview', () => usable);
    const decline = backend.on('invitationOperations', 'decline', () => ({ ok: true as const }));
    const user = userEvent.setup();
    renderAt(`/invite/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Decline the invitation to Acme Labs?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));

    const heading = await screen.findByRole('heading', { name: 'Invitation declined' });
    expect(decline).toHaveBeenCalledWith({ token: TOKEN });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe('InvitationPanel: problems', () => {
  it.each<[InvitationProblem, RegExp]>([
    ['invalid', /not valid/],
    ['expired', /has expired/],
    ['used', /already been used/],
    ['revoked', /was withdrawn/],
    ['declined', /was declined/],
  ])('gives "%s" its own page with a way on', async (problem, title) => {
    backend.on('invitationOperations', 'preview', () => ({ usable: false as const, problem }));
    renderAt(`/invite/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it.each([
    ['/invite/short', 'a malformed token in the path'],
    ['/accept-invite', 'no token at all'],
    ['/accept-invite?token=has%20spaces', 'a malformed token in the query'],
  ])('calls %s invalid without asking the server (%s)', async (entry) => {
    const preview = backend.on('invitationOperations', 'preview', () => usable);
    renderAt(entry);
    expect(
      await screen.findByRole('heading', { name: 'This invitation link is not valid' }),
    ).toBeInTheDocument();
    expect(preview).not.toHaveBeenCalled();
  });

  it('offers a retry when the invitation cannot be loaded', async () => {
    backend
      .on('invitationOperations', 'preview', () => usable)
      .mockImplementationOnce(() => {
        throw refusal('unavailable', 'unavailable');
      });
    const user = userEvent.setup();
    renderAt(`/invite/${TOKEN}`);
    expect(await screen.findByText(/Check your connection/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Join Acme Labs' })).toHaveFocus();
  });

  it('shows the problem when the invitation expired while the page was open', async () => {
    backend
      .on('invitationOperations', 'preview', () => ({
        usable: false as const,
        problem: 'expired' as const,
      }))
      .mockImplementationOnce(() => usable);
    backend.on('invitationOperations', 'accept', () => {
      throw refusal('failed-precondition', 'This invitation has expired.');
    });
    const user = userEvent.setup();
    renderAt(`/invite/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(
      await screen.findByRole('heading', { name: 'This invitation has expired' }),
    ).toHaveFocus();
  });
});

describe('InvitationPanel: answers the server refuses', () => {
  it('shows the problem the server names when accepting fails (revoked meanwhile)', async () => {
    const preview = backend.on('invitationOperations', 'preview', () => usable);
    backend.on('invitationOperations', 'accept', () => {
      throw refusal('failed-precondition', 'This invitation was withdrawn.', {
        reason: 'invitationProblem',
        problem: 'revoked',
      });
    });
    const user = userEvent.setup();
    renderAt(`/invite/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(
      await screen.findByRole('heading', { name: 'This invitation was withdrawn' }),
    ).toHaveFocus();
    expect(preview).toHaveBeenCalledTimes(1);
  });

  it('keeps the invitation and says why when accepting fails for another reason', async () => {
    backend.on('invitationOperations', 'preview', () => usable);
    backend.on('invitationOperations', 'accept', () => {
      throw refusal('failed-precondition', 'Acme Labs has no free seat.', {
        reason: 'seatLimit',
        limit: 5,
        companyName: 'Acme Labs',
        asker: 'joiner',
      });
    });
    const user = userEvent.setup();
    renderAt(`/invite/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Acme Labs has no free seat: its plan includes 5 seats. Ask an owner or admin to upgrade the plan.',
    );
    // Someone joining cannot upgrade: no link to the plans.
    expect(within(alert).queryByRole('link', { name: 'See plans' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeEnabled();
  });
});

describe('InvitationPanel: the wrong account', () => {
  it('shows the server’s message and offers to sign out and come back', async () => {
    useAuthStore.setState((s) => ({ user: s.user && { ...s.user, email: 'bob@example.com' } }));
    backend.on('invitationOperations', 'preview', () => usable);
    backend.on('invitationOperations', 'accept', () => {
      throw refusal('permission-denied', 'This invitation was sent to another email address.');
    });
    const user = userEvent.setup();
    const router = renderAt(`/invite/${TOKEN}`);

    // Warned before trying: the invitation names another address.
    expect(await screen.findByText(/but you are signed in as/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    const heading = await screen.findByRole('heading', {
      name: 'This invitation is for another account',
    });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This invitation was sent to another email address.',
    );
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
    expect(companies.setActiveCompany).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign out and use another account' }));
    expect(authService.signOutUser).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent(`/invite/${TOKEN}`)}`,
    );
  });
});
