import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ProgrammeTerms } from '@/lib/affiliate-programme/programme-terms';
import { useProgrammeSettings } from '@/lib/affiliate-programme/use-programme-settings';
import { LinkButton } from '@/lib/ui/link-button';
import { Skeleton } from '@/lib/ui/skeleton';
import { TitledSection } from '@/lib/ui/titled-section';
import { EarningsCalculator } from './earnings-calculator';

/** /affiliate/program (public): the programme's live terms and the earnings calculator. */
export default function ProgramPage() {
  const state = useProgrammeSettings();
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold tracking-tight">The Parley affiliate programme</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
        Recommend Parley to your audience and earn a commission on the customers you bring. These
        are the terms today; the agreement you accept when you join has the details.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <LinkButton to={paths.affiliateApply.path} size="lg">
          Apply now
        </LinkButton>
        <LinkButton to={paths.affiliateJoin.path} size="lg" variant="outline">
          Why join
        </LinkButton>
      </div>
      <TitledSection
        id="terms-title"
        title="The terms"
        className="mt-12"
        titleClassName="mb-4 text-2xl font-semibold"
      >
        <ProgrammeTerms state={state} />
      </TitledSection>
      <div className="mt-12">
        {state.status === 'ready' ? (
          <EarningsCalculator settings={state.settings} />
        ) : state.status === 'loading' ? (
          <Skeleton className="h-64 w-full" />
        ) : null}
      </div>
      <p className="mt-10 text-sm text-muted-foreground">
        Questions? Read the{' '}
        <Link to={paths.affiliateAgreement.path} className="underline">
          affiliate agreement
        </Link>{' '}
        or{' '}
        <Link to={paths.contact.path} className="underline">
          contact us
        </Link>
        .
      </p>
    </div>
  );
}
