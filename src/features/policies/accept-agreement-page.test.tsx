import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInTestUser } from '@/lib/auth/test-user';
import { backend } from '../../../tests/support/fake-backend';
import { renderPage as renderAt } from '../../../tests/support/render-page';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));
/** The policy text is a Firestore read; accepting goes through the callables. */
vi.mock('@/lib/firebase/firestore-lite', () => ({ getLiteDb: vi.fn() }));
const api = vi.hoisted(() => ({ fetchPolicyText: vi.fn() }));
vi.mock('./policy-api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  fetchPolicyText: api.fetchPolicyText,
}));
/** The affiliate record the page reads (rules: the affiliate's own). */
const record = vi.hoisted(() => ({ data: {} as Record<string, unknown> }));
vi.mock('@/lib/firebase/firestore', () => ({ getDb: async () => ({}) }));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
  getDoc: async () => ({
    get: (field: string) =>
      field.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], record.data),
  }),
}));
vi.mock('@/lib/consent/consent-state', () => ({ noteAccepted: vi.fn() }));

const { default: AcceptAgreementPage } = await import('./accept-agreement-page');

/** The first render loads the page's chunks; a busy machine needs more than a second. */
const slow = { timeout: 5000 };

const text = {
  kind: 'affiliateAgreement' as const,
  version: 2,
  title: 'Affiliate Agreement',
  effectiveDate: '2026-12-01',
  summary: 'Commissions are paid monthly.',
  content: '## Commission\n\nTwenty percent.',
  publishedAt: 1,
  current: true,
};

const renderPage = () =>
  renderAt(<AcceptAgreementPage />, '/affiliate/accept-agreement', {
    others: {
      '/affiliate/dashboard': <h1>Affiliate dashboard</h1>,
      '/affiliate/join': <h1>Join</h1>,
    },
  }).router;

beforeEach(() => {
  vi.clearAllMocks();
  api.fetchPolicyText.mockResolvedValue(text);
  signInTestUser({ uid: 'aff-1' });
});

describe('/affiliate/accept-agreement', () => {
  it('shows what changed to an affiliate who accepted an older version, and accepts the current one', async () => {
    record.data = { status: 'approved', agreement: { version: 1 } };
    const accept = backend.on('affiliateAgreementOperations', 'accept', () => ({
      version: 2,
      acceptedAt: 5,
    }));
    const acceptPolicy = backend.on('policyOperations', 'accept', () => ({
      kind: 'terms' as const,
      version: 2,
      acceptedAt: 5,
    }));
    const router = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'We updated the affiliate agreement' }, slow),
    ).toBeInTheDocument();
    expect(await screen.findByText('Commissions are paid monthly.', {}, slow)).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Affiliate Agreement, version 2' }),
    ).toHaveTextContent('Twenty percent.');
    fireEvent.click(screen.getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate/dashboard'));
    expect(accept).toHaveBeenCalledWith({ version: 2 });
    expect(acceptPolicy).not.toHaveBeenCalled();
  });

  it('greets a first-time reader without a summary and lets them leave without signing out', async () => {
    record.data = { status: 'approved' };
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Please accept the affiliate agreement' }, slow),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Not now' }, slow)).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText('Commissions are paid monthly.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('tells a user who is not an approved affiliate there is nothing to accept', async () => {
    record.data = {};
    renderPage();
    expect(
      await screen.findByText('Only approved affiliates accept the affiliate agreement.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the programme' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I accept' })).not.toBeInTheDocument();
  });

  it('says so when a newer version was published meanwhile', async () => {
    record.data = { status: 'approved' };
    backend.on('affiliateAgreementOperations', 'accept', () => {
      throw Object.assign(
        new Error('A newer version was published while you were reading. Please review it.'),
        { code: 'functions/failed-precondition' },
      );
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'I accept' }, slow));
    expect(
      await screen.findByText(/A newer version was published while you were reading/),
    ).toBeInTheDocument();
    // The newer version is read, so what they review next is current.
    await waitFor(() => expect(api.fetchPolicyText).toHaveBeenCalledTimes(2));
  });
});
