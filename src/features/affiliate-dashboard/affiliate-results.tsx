import { useState } from 'react';
import { PeriodButtons } from '@/lib/ui/period-buttons';
import { RefreshButton } from '@/lib/ui/refresh-button';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { BreakdownList } from './breakdown-list';
import { RANGE_PRESETS, type RangeDays } from './date-range';
import { RecentVisitsTable } from './recent-visits-table';
import { useAffiliateResults } from './use-affiliate-results';
import { VisitsChart } from './visits-chart';

function Tile({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl border bg-card p-5">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/** Analytics for a chosen range and the latest visits, refreshed in place. */
export function AffiliateResults({ affiliateUid }: { affiliateUid: string }) {
  const [range, setRange] = useState<RangeDays>(30);
  const { analytics, visits, error, loading, updatedAt, refresh } = useAffiliateResults(
    affiliateUid,
    range,
  );

  return (
    <section aria-labelledby="results-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="results-heading" className="text-lg font-semibold">
          Results
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <PeriodButtons label="Period" options={RANGE_PRESETS} value={range} onChange={setRange} />
          <RefreshButton loading={loading} onClick={refresh} />
        </div>
      </div>
      {updatedAt ? (
        <p className="text-xs text-muted-foreground">
          Updated {new Date(updatedAt).toLocaleTimeString()}; refreshes every minute.
        </p>
      ) : null}
      {error ? (
        <RetryAlert onRetry={refresh} className="mb-0">
          {error}
        </RetryAlert>
      ) : null}
      {analytics ? (
        <>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <Tile label="Visits" value={String(analytics.totals.visits)} testId="total-visits" />
            <Tile
              label="Unique sessions"
              value={String(analytics.totals.uniqueSessions)}
              testId="total-sessions"
            />
            <Tile
              label="Sign-ups"
              value={String(analytics.totals.signups)}
              testId="total-signups"
            />
            <Tile
              label="Conversion"
              value={`${(analytics.totals.conversionRate * 100).toFixed(1)} %`}
              testId="conversion-rate"
            />
          </div>
          <div className="rounded-xl border bg-card p-5">
            <h3 className="mb-3 text-sm font-semibold">Visits per day</h3>
            <VisitsChart perDay={analytics.perDay} />
          </div>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <BreakdownList title="Top pages" items={analytics.topPages} />
            <BreakdownList title="Top referrers" items={analytics.topReferrers} />
            <BreakdownList title="UTM sources" items={analytics.utmSources} />
            <BreakdownList title="UTM mediums" items={analytics.utmMediums} />
            <BreakdownList title="UTM campaigns" items={analytics.utmCampaigns} />
          </div>
        </>
      ) : loading ? (
        <div
          role="status"
          className="h-40 animate-pulse rounded-xl bg-muted"
          aria-label="Loading results"
        />
      ) : null}
      {visits ? (
        <div className="space-y-3">
          <h3 className="text-sm font-semibold">Recent visits</h3>
          <RecentVisitsTable visits={visits} />
        </div>
      ) : null}
    </section>
  );
}
