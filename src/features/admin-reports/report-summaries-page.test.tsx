import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Report } from '@contracts/admin-reports';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyFlowForTests } from './report-test-data';

import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { default: ReportSummariesPage } = await import('./report-summaries-page');

const report: Report = {
  from: '2026-01-01',
  to: '2026-01-02',
  days: [
    {
      day: '2026-01-01',
      flow: { ...emptyFlowForTests(), signups: 4, affiliateVisits: 30, affiliateSignups: 3 },
      snapshot: {
        companies: 10,
        payingCompanies: 4,
        trialingCompanies: 1,
        seats: 20,
        mrrCents: 100_000,
        takenAt: 1,
      },
      sealed: true,
    },
    {
      day: '2026-01-02',
      flow: { ...emptyFlowForTests(), signups: 2, trialsConverted: 1, affiliatePaying: 1 },
      snapshot: {
        companies: 12,
        payingCompanies: 5,
        trialingCompanies: 0,
        seats: 25,
        mrrCents: 125_000,
        takenAt: 2,
      },
      sealed: false,
    },
  ],
  totals: {
    ...emptyFlowForTests(),
    signups: 6,
    trialsConverted: 1,
    affiliateVisits: 30,
    affiliateSignups: 3,
    affiliatePaying: 1,
  },
  first: null,
  last: {
    companies: 12,
    payingCompanies: 5,
    trialingCompanies: 0,
    seats: 25,
    mrrCents: 125_000,
    takenAt: 2,
  },
  changes: {
    companies: { start: 10, end: 12, delta: 2, ratio: 0.2 },
    payingCompanies: { start: 4, end: 5, delta: 1, ratio: 0.25 },
    trialingCompanies: { start: 1, end: 0, delta: -1, ratio: -1 },
    seats: { start: 20, end: 25, delta: 5, ratio: 0.25 },
    mrrCents: { start: 100_000, end: 125_000, delta: 25_000, ratio: 0.25 },
  },
  rates: { trialConversion: 1, churn: 0.08, churnMonths: 3 },
  computedAt: 3,
};

const answerReports = () => backend.on('adminReportOperations', 'get', () => report);
let fetchReport: ReturnType<typeof answerReports>;

beforeEach(() => {
  fetchReport = answerReports();
});

describe('ReportSummariesPage', () => {
  it('asks for the last 30 days and shows the KPIs with their change', async () => {
    render(<ReportSummariesPage />);
    expect(screen.getByLabelText('Loading the report')).toBeInTheDocument();
    expect(await screen.findByTestId('kpi-signups-value')).toHaveTextContent('6');
    const [range] = fetchReport.mock.calls[0] as [{ from: string; to: string }];
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
    expect(days).toBe(30);
    expect(screen.getByTestId('kpi-companies-value')).toHaveTextContent('12');
    expect(screen.getByTestId('kpi-companies-detail')).toHaveTextContent('+2 (+20%)');
    expect(screen.getByTestId('kpi-mrr-value')).toHaveTextContent('$1,250');
    expect(screen.getByTestId('kpi-mrr-detail')).toHaveTextContent('+$250 (+25%)');
    expect(screen.getByTestId('kpi-arr-value')).toHaveTextContent('$15,000');
    expect(screen.getByTestId('kpi-trials-value')).toHaveTextContent('100%');
    expect(screen.getByTestId('kpi-churn-detail')).toHaveTextContent(
      '8% a month, average over 3 months',
    );
    expect(screen.getByTestId('kpi-affiliates-value')).toHaveTextContent('30 → 3 → 1');
  });

  it('has a table behind every chart, shown by "Show as table"', async () => {
    render(<ReportSummariesPage />);
    const funnel = await screen.findByRole('table', { name: 'Affiliate funnel' });
    expect(
      within(funnel)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['StepCount', 'Visits30', 'Sign-ups3', 'Paying1']);
    expect(screen.getByRole('table', { name: 'Sign-ups per day' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'MRR over time' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('button', { name: 'Show as charts' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(funnel.parentElement).not.toHaveClass('sr-only');
  });

  it('switches presets and refuses a reversed custom range', async () => {
    render(<ReportSummariesPage />);
    await screen.findByTestId('kpi-signups-value');
    fireEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() => expect(fetchReport).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start must not be after the end.');
    expect(fetchReport).toHaveBeenCalledTimes(2);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(fetchReport).toHaveBeenLastCalledWith({ from: '2026-01-05', to: '2026-01-09' }),
    );
  });

  it('shows a failure with Try again', async () => {
    fetchReport.mockImplementationOnce(() => {
      throw Object.assign(new Error('x'), { code: 'functions/unavailable' });
    });
    render(<ReportSummariesPage />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fireEvent.click(retry);
    expect(await screen.findByTestId('kpi-signups-value')).toHaveTextContent('6');
  });
});
