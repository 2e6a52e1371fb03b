import { paths } from '@/config/paths';
import { commissionText, durationText } from '@/lib/affiliate-programme/terms-words';
import { useProgrammeSettings } from '@/lib/affiliate-programme/use-programme-settings';
import { LinkButton } from '@/lib/ui/link-button';
import { Skeleton } from '@/lib/ui/skeleton';
import { TitledSection } from '@/lib/ui/titled-section';
import { ProgrammeHero } from './programme-hero';
import { TermsSection } from './terms-section';

const steps = [
  {
    title: 'Apply',
    text: 'Tell us about your audience and how you would share Parley. Pick the username your link will carry.',
  },
  {
    title: 'Get approved and accept the agreement',
    text: 'We review applications quickly and email you the outcome. Accept the agreement and your link goes live.',
  },
  {
    title: 'Share your link',
    text: 'Visitors who sign up through your link are credited to you. Follow visits and sign-ups on your dashboard.',
  },
  {
    title: 'Get paid',
    text: 'Commissions become payable after the hold period and are paid out monthly to your payout email.',
  },
];

/** /affiliate/join (public): the call to action, what you get and how it works, then Apply. */
export default function JoinPage() {
  const state = useProgrammeSettings();
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <ProgrammeHero
        title="Earn by recommending Parley"
        lead={
          state.status === 'ready' ? (
            <p>
              Earn {commissionText(state.settings)}, {durationText(state.settings).toLowerCase()}.
              Your own link, live results and monthly payouts.
            </p>
          ) : state.status === 'loading' ? (
            <Skeleton className="h-7 w-2/3" />
          ) : (
            <p>Your own link, live results and monthly payouts.</p>
          )
        }
        apply={{ to: paths.affiliateApply.path, label: 'Apply to join' }}
        other={{ to: paths.affiliateProgram.path, label: 'Programme details' }}
      />

      <TitledSection
        id="how-title"
        title="How it works"
        className="mt-14"
        titleClassName="text-2xl font-semibold"
      >
        <ol className="mt-6 grid gap-4 sm:grid-cols-2">
          {steps.map((step, i) => (
            <li key={step.title} className="rounded-xl border bg-card p-5">
              <p className="text-sm font-semibold text-primary">Step {i + 1}</p>
              <h3 className="mt-1 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </TitledSection>

      <TermsSection id="get-title" title="What you get" spacing="mt-14" state={state} />

      <section className="mt-14 rounded-xl border bg-muted/40 p-8 text-center">
        <h2 className="text-2xl font-semibold">Ready to start?</h2>
        <p className="mt-2 text-muted-foreground">
          Applying takes two minutes. New here? You will create a free account first and come right
          back.
        </p>
        <LinkButton to={paths.affiliateApply.path} size="lg" className="mt-6">
          Apply to join
        </LinkButton>
      </section>
    </div>
  );
}
