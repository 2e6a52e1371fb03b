import { paths } from '@/config/paths';
import { ProgrammeTerms } from '@/lib/affiliate-programme/programme-terms';
import { useProgrammeSettings } from '@/lib/affiliate-programme/use-programme-settings';
import { TitledSection } from '@/lib/ui/titled-section';
import { PolicyPage } from './policy-page';

/**
 * /affiliate/agreement: the current affiliate agreement and every earlier version, with the
 * programme's terms as they stand (the agreement refers to them: the attribution window and
 * model, rates, hold and payouts change with the settings, never by rewording the agreement).
 */
export default function AffiliateAgreementPage() {
  const terms = useProgrammeSettings();
  return (
    <PolicyPage
      kind="affiliateAgreement"
      title={paths.affiliateAgreement.title}
      intro={
        <TitledSection
          id="terms-in-force"
          title="The programme terms in force today"
          className="mt-8 space-y-3"
          titleClassName="text-xl font-semibold"
        >
          <p className="text-sm text-muted-foreground">
            What the agreement calls the programme terms: how a sign-up is credited to you, what it
            earns and when it is paid.
          </p>
          <ProgrammeTerms state={terms} />
        </TitledSection>
      }
    />
  );
}
