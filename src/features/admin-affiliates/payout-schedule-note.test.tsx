import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { PayoutScheduleNote } = await import('./payout-schedule-note');

const NOW = Date.UTC(2026, 10, 20);
const renderNote = (onEmulators = false) =>
  render(
    <RouterProvider
      router={createMemoryRouter([
        { path: '/', element: <PayoutScheduleNote now={NOW} onEmulators={onEmulators} /> },
      ])}
    />,
  );

describe('PayoutScheduleNote', () => {
  beforeEach(() => backend.reset());

  it('says when the job creates the next batch and how its latest run went', async () => {
    backend.on('adminAffiliatePayoutOperations', 'getPayoutSchedule', () => ({
      payoutDayOfMonth: 1,
      nextRunAt: Date.UTC(2026, 11, 1),
      lastRun: {
        month: '2026-11',
        startedAt: Date.UTC(2026, 10, 1),
        batchId: 'b1',
        payoutCount: 3,
      },
    }));
    renderNote();
    const note = await screen.findByRole('note', { name: 'Payout schedule' });
    expect(note).toHaveTextContent('A batch is created by itself on the 1st of each month.');
    // 00:00 UTC on the 1st reads as the 1st in every time zone.
    expect(note).toHaveTextContent('Next: Dec 1, 2026.');
    expect(note).toHaveTextContent("November 2026's scheduled batch: 3 payouts.");
    expect(screen.getByRole('link', { name: 'Change the payout day' })).toHaveAttribute(
      'href',
      '/admin/affiliates/settings',
    );
  });

  it('says a batch is due now when the day has come and the job has not run yet', async () => {
    backend.on('adminAffiliatePayoutOperations', 'getPayoutSchedule', () => ({
      payoutDayOfMonth: 22,
      nextRunAt: NOW - 60_000,
      lastRun: null,
    }));
    renderNote();
    const note = await screen.findByRole('note', { name: 'Payout schedule' });
    expect(note).toHaveTextContent('on the 22nd of each month');
    expect(note).toHaveTextContent('Due now: the next run of the maintenance job');
    expect(note).not.toHaveTextContent('scheduled batch:');
  });

  it('says so when the job cannot run by itself (the emulators)', async () => {
    backend.on('adminAffiliatePayoutOperations', 'getPayoutSchedule', () => ({
      payoutDayOfMonth: 1,
      nextRunAt: NOW - 60_000,
      lastRun: null,
    }));
    renderNote(true);
    expect(await screen.findByRole('note', { name: 'Payout schedule' })).toHaveTextContent(
      'on the emulators the maintenance job does not run by itself: generate it by hand.',
    );
  });

  it('says when its latest run found nobody due', async () => {
    backend.on('adminAffiliatePayoutOperations', 'getPayoutSchedule', () => ({
      payoutDayOfMonth: 11,
      nextRunAt: Date.UTC(2026, 11, 11),
      lastRun: { month: '2026-11', startedAt: NOW, batchId: null, payoutCount: 0 },
    }));
    renderNote();
    expect(
      await screen.findByText(/November 2026's run found nobody due a payout\./),
    ).toBeInTheDocument();
  });
});
