import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useProgrammeSettings } from '@/lib/affiliate-programme/use-programme-settings';
import { ProgrammeHero } from './programme-hero';
import { TermsSection } from './terms-section';

/** /affiliate/program (public): the programme's live terms and the earnings calculator. */
export default function ProgramPage() {
  const state = useProgrammeSettings();
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <ProgrammeHero
        title="The Parley affiliate programme"
        lead={
          <p>
            Recommend Parley to your audience and earn a commission on the customers you bring.
            These are the terms today; the agreement you accept when you join has the details.
          </p>
        }
        apply={{ to: paths.affiliateApply.path, label: 'Apply now' }}
        other={{ to: paths.affiliateJoin.path, label: 'Why join' }}
      />
      <TermsSection id="terms-title" title="The terms" spacing="mt-12" state={state} />
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
