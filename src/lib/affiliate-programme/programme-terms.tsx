import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Skeleton } from '@/lib/ui/skeleton';
import { termsRows, type PlanNames } from './terms-words';
import type { ProgrammeSettingsState } from './use-programme-settings';

/**
 * The programme's live terms as a definition list, with loading and error states: the
 * programme pages and the agreement show the same words, from the same settings the server
 * applies.
 */
export function ProgrammeTerms({
  state,
  planNames,
}: {
  state: ProgrammeSettingsState;
  /** The plans' names, when the page has read them (else named from their ids). */
  planNames?: PlanNames;
}) {
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label="Loading the programme terms" className="space-y-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-6 w-full" />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert variant="destructive" className="flex items-center justify-between gap-4">
        <span>We could not load the programme terms.</span>
        <Button size="sm" variant="outline" onClick={state.retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <dl className="divide-y rounded-xl border bg-card">
      {termsRows(state.settings, planNames).map((row) => (
        <div key={row.label} className="grid gap-1 px-5 py-3 sm:grid-cols-3">
          <dt className="text-sm font-medium text-muted-foreground">{row.label}</dt>
          <dd className="text-sm sm:col-span-2">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
