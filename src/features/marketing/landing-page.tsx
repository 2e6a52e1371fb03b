import {
  ArrowRight,
  KeyRound,
  Layers,
  Megaphone,
  ShieldCheck,
  UserPlus,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { hrefs, paths } from '@/config/paths';
import { useSafeRedirectParam } from '@/lib/use-safe-redirect-param';
import { Alert } from '@/lib/ui/alert';
import { buttonVariants } from '@/lib/ui/button-variants';

const features = [
  {
    Icon: Users,
    title: 'Teams with clear roles',
    text: 'Create a company workspace and give every teammate the right role: owner, admin or member.',
  },
  {
    Icon: UserPlus,
    title: 'Invitations that just work',
    text: 'Invite people by email or with a shareable link that expires and can be revoked at any time.',
  },
  {
    Icon: Layers,
    title: 'Plans that grow with you',
    text: 'Start free. Upgrade when your team grows, with seats you control and billing your finance team can follow.',
  },
  {
    Icon: KeyRound,
    title: 'Sign in your way',
    text: 'Email and password, a one-time email link, or your Google, GitHub, Facebook or X account.',
  },
  {
    Icon: ShieldCheck,
    title: 'Your data, your call',
    text: 'Clear privacy terms you accept knowingly, and a self-service way to take your data with you or delete it.',
  },
  {
    Icon: Megaphone,
    title: 'Share and earn',
    text: 'Our affiliate programme tracks the visitors you send and credits you for the people who sign up.',
  },
];

const steps = [
  { title: 'Create your account', text: 'It takes less than a minute, and no card is needed.' },
  { title: 'Set up your company', text: 'Name your workspace and pick the plan that fits.' },
  {
    title: 'Bring your team',
    text: 'Invite teammates by email or link, each with the right role.',
  },
];

export default function LandingPage() {
  const redirect = useSafeRedirectParam();
  return (
    <>
      {redirect ? (
        <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
          <Alert
            variant="info"
            className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <span>Sign in to continue to the page you asked for.</span>
            <span className="flex gap-2">
              <Link
                className={buttonVariants({ size: 'sm' })}
                to={hrefs.withRedirect(paths.login.path, redirect)}
              >
                Sign in
              </Link>
              <Link
                className={buttonVariants({ size: 'sm', variant: 'outline' })}
                to={hrefs.withRedirect(paths.register.path, redirect)}
              >
                Create an account
              </Link>
            </span>
          </Alert>
        </div>
      ) : null}

      <section className="mx-auto max-w-6xl px-4 pb-16 pt-16 text-center sm:px-6 sm:pt-24">
        <p className="mx-auto mb-4 inline-flex rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
          Team workspaces, done properly
        </p>
        <h1 className="mx-auto max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
          One workspace for your team, from first invite to paid plan
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground text-pretty">
          Parley gives your company one shared workspace: roles for every teammate, invitations,
          seats and billing you control, and the privacy controls every member deserves.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link
            className={buttonVariants({ size: 'lg' })}
            to={hrefs.withRedirect(paths.register.path, redirect)}
          >
            Get started free <ArrowRight aria-hidden />
          </Link>
          <Link
            className={buttonVariants({ size: 'lg', variant: 'outline' })}
            to={paths.pricing.path}
          >
            See pricing
          </Link>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="border-y bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <h2 id="features-heading" className="text-center text-3xl font-semibold tracking-tight">
            Everything a team needs to get started
          </h2>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
                <Icon aria-hidden className="size-6 text-primary" />
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 id="steps-heading" className="text-center text-3xl font-semibold tracking-tight">
          Up and running in three steps
        </h2>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border p-6">
              <span className="grid size-8 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">
        <div className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
          <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Ready when your team is
          </h2>
          <p className="mx-auto mt-3 max-w-xl opacity-90">
            Create a free account today, or talk to us about what your team needs.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              className={buttonVariants({ size: 'lg', variant: 'secondary' })}
              to={hrefs.withRedirect(paths.register.path, redirect)}
            >
              Create a free account
            </Link>
            <Link
              to={paths.contact.path}
              className="inline-flex h-11 items-center rounded-md px-6 font-medium underline-offset-4 hover:underline"
            >
              Contact us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
