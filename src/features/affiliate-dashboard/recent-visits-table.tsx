import type { RecentVisit } from '@contracts/affiliate';
import { HeaderRow } from '@/lib/ui/header-row';
import { ScrollRegion } from '@/lib/ui/scroll-region';

export function RecentVisitsTable({ visits }: { visits: RecentVisit[] }) {
  if (visits.length === 0) {
    return (
      <p className="rounded-xl border bg-card p-6 text-sm text-muted-foreground">
        No visits yet. Share your link to see them here.
      </p>
    );
  }
  return (
    <ScrollRegion label="Recent visits" className="rounded-xl border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Recent visits through your link, newest first</caption>
        <thead className="border-b text-xs uppercase text-muted-foreground">
          <HeaderRow
            cellClassName="px-4 py-3 font-medium"
            cells={['When', 'Page', 'Referrer', 'Source / medium / campaign', 'Signed up']}
          />
        </thead>
        <tbody className="divide-y">
          {visits.map((v, i) => (
            <tr key={`${v.at}-${i}`} data-testid="recent-visit">
              <td className="whitespace-nowrap px-4 py-2.5">{new Date(v.at).toLocaleString()}</td>
              <td className="px-4 py-2.5 font-mono text-xs">{v.page}</td>
              <td className="px-4 py-2.5">{v.referrerHost ?? 'Direct'}</td>
              <td className="px-4 py-2.5">
                {[v.utmSource, v.utmMedium, v.utmCampaign].map((x) => x ?? '—').join(' / ')}
              </td>
              <td className="px-4 py-2.5">
                {v.converted ? (
                  <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-medium text-success">
                    Yes
                  </span>
                ) : (
                  'No'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
