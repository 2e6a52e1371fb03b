import { ArrowRight, Building2, CreditCard, Megaphone, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useCompanies } from '@/lib/companies/use-companies';
import { pendingSteps, type NextStepId } from './next-steps-model';
import { useIsAffiliate } from './use-is-affiliate';

const STEPS: Record<
  NextStepId,
  { to: string; Icon: typeof Building2; title: string; text: string }
> = {
  company: {
    to: paths.companySetup.path,
    Icon: Building2,
    title: 'Set up your company',
    text: 'Create a workspace and invite your team.',
  },
  profile: {
    to: paths.profile.path,
    Icon: UserRound,
    title: 'Complete your profile',
    text: 'Add your name and photo, and a public username if you like.',
  },
  plan: {
    to: paths.pricing.path,
    Icon: CreditCard,
    title: 'Choose a plan',
    text: 'Your company is on the free plan: compare plans and pick what fits your team.',
  },
  affiliate: {
    to: paths.affiliateProgram.path,
    Icon: Megaphone,
    title: 'Refer and earn',
    text: 'Share Parley and earn a commission on the people who sign up.',
  },
};

/** The first steps the user has not taken yet; nothing once they are all done. */
export function NextSteps() {
  const user = useAuthStore((s) => s.user);
  const companies = useCompanies();
  const affiliate = useIsAffiliate(user?.uid);
  const steps = pendingSteps({
    companies,
    displayName: user?.displayName,
    photoURL: user?.photoURL,
    affiliate,
  });
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="next-steps">
      <h2
        id="next-steps"
        className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground"
      >
        Next steps
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {steps.map((id) => {
          const { to, Icon, title, text } = STEPS[id];
          return (
            <li key={id}>
              <Link
                to={to}
                className="group block h-full rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary/50"
              >
                <Icon aria-hidden className="size-5 text-primary" />
                <p className="mt-3 flex items-center gap-1 font-medium">
                  {title}
                  <ArrowRight
                    aria-hidden
                    className="size-4 opacity-0 transition-opacity group-hover:opacity-100"
                  />
                </p>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
