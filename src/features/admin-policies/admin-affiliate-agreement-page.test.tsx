import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { backend } from '../../../tests/support/fake-backend';
import { renderPage as renderAt } from '../../../tests/support/render-page';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));
const stored = vi.hoisted(() => ({
  policy: {
    kind: 'affiliateAgreement',
    title: 'Affiliate Agreement',
    currentVersion: 2,
    effectiveDate: '2026-11-01',
    publishedAt: 1,
  },
  versions: [
    {
      version: 2,
      title: 'Affiliate Agreement',
      content: '## Pay\n\nMonthly.',
      summary: 'Payouts.',
    },
    { version: 1, title: 'Affiliate Agreement', content: '## Pay', summary: 'First version.' },
  ].map((v) => ({ ...v, effectiveDate: '2026-11-01', publishedAt: 1 })),
}));
vi.mock('@/lib/firebase/firestore', () => ({ getDb: async () => ({}) }));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
  collection: (_db: unknown, ...path: string[]) => path.join('/'),
  query: (path: string) => path,
  orderBy: () => null,
  limit: () => null,
  getDoc: async (path: string) => ({
    id: path.split('/').pop(),
    ref: { path },
    data: () => (path === 'policies/affiliateAgreement' ? stored.policy : undefined),
  }),
  getDocs: async (path: string) => ({
    docs:
      path === 'policies/affiliateAgreement/versions'
        ? stored.versions.map((v) => ({
            id: String(v.version),
            ref: { path: `${path}/${v.version}` },
            data: () => v,
          }))
        : [],
  }),
}));

const { default: AdminAffiliateAgreementPage } = await import('./admin-affiliate-agreement-page');

const renderPage = () => renderAt(<AdminAffiliateAgreementPage />, '/admin/affiliates/agreement');

let publish: ReturnType<typeof answerPublish>;
const answerPublish = () =>
  backend.on('affiliateAgreementOperations', 'publish', () => ({ version: 3 }));

beforeEach(() => {
  backend.on('affiliateAgreementOperations', 'stats', () => ({
    currentVersion: 2,
    accepted: 3,
    affiliates: 4,
  }));
  publish = answerPublish();
});

describe('/admin/affiliates/agreement', () => {
  it('counts approved affiliates, links the public versions, and publishes through the agreement callable', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Affiliate Agreement' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('acceptance-stats')).toHaveTextContent(
      '3 of 4 approved affiliates accepted version 2 (75%).',
    );
    const history = screen.getByRole('list', { name: 'Published versions' });
    expect(within(history).getByRole('link', { name: 'Version 1' })).toHaveAttribute(
      'href',
      '/affiliate/agreement?version=1',
    );

    const text = screen.getByLabelText('Text (Markdown)');
    fireEvent.change(text, { target: { value: '## Pay\n\nMonthly, on the 15th.' } });
    fireEvent.change(screen.getByLabelText('Summary of changes'), {
      target: { value: 'Payout day.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish version 3' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Publish version 3 of the affiliate agreement?',
    });
    expect(dialog).toHaveTextContent('Every approved affiliate will be asked to accept it');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(publish).toHaveBeenCalledWith(
        expect.objectContaining({
          content: '## Pay\n\nMonthly, on the 15th.',
          summary: 'Payout day.',
        }),
      ),
    );
    expect(backend.calls.map(({ name }) => name)).not.toContain('adminPolicyOperations');
  });

  it('shows a refusal to publish inside the dialog, which stays open', async () => {
    publish.mockImplementation(() => {
      throw Object.assign(new Error('Version 3 was published meanwhile.'), {
        code: 'functions/aborted',
      });
    });
    renderPage();
    const text = await screen.findByLabelText('Text (Markdown)');
    fireEvent.change(text, { target: { value: '## Pay\n\nWeekly.' } });
    fireEvent.change(screen.getByLabelText('Summary of changes'), {
      target: { value: 'Payout day.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish version 3' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Publish version 3 of the affiliate agreement?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Version 3 was published meanwhile.',
    );
  });
});
