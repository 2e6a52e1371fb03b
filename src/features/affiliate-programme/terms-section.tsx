import { ProgrammeTerms } from '@/lib/affiliate-programme/programme-terms';
import type { ProgrammeSettingsState } from '@/lib/affiliate-programme/use-programme-settings';
import { usePlans } from '@/lib/billing/use-plans';
import { Skeleton } from '@/lib/ui/skeleton';
import { TitledSection } from '@/lib/ui/titled-section';
import { EarningsCalculator } from './earnings-calculator';

/**
 * The programme's live terms under their heading, then the earnings calculator on them (a
 * placeholder while they load). `spacing` is the margin above each of the two.
 */
export function TermsSection({
  id,
  title,
  spacing,
  state,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  spacing: string;
  state: ProgrammeSettingsState;
}) {
  // The calculator reads the same plans: one load names the plans with their own rates.
  const catalogue = usePlans();
  const planNames =
    catalogue.status === 'ready'
      ? Object.fromEntries(catalogue.plans.map((plan) => [plan.id, plan.name]))
      : undefined;
  return (
    <>
      <TitledSection
        id={id}
        title={title}
        className={spacing}
        titleClassName="mb-4 text-2xl font-semibold"
      >
        <ProgrammeTerms state={state} planNames={planNames} />
      </TitledSection>
      <div className={spacing}>
        {state.status === 'ready' ? (
          <EarningsCalculator settings={state.settings} />
        ) : state.status === 'loading' ? (
          <Skeleton className="h-64 w-full" />
        ) : null}
      </div>
    </>
  );
}
