import { hrefs, paths } from '@/config/paths';
import { LinkButton } from '@/lib/ui/link-button';

const involves = [
  {
    title: 'An account',
    text: 'Applications belong to a Parley account: create one for free, or sign in. You come straight back here.',
  },
  {
    title: 'About you and your audience',
    text: 'Your name, your website or channel, who reads or watches you, and how you would share Parley.',
  },
  {
    title: 'Your link and payout email',
    text: 'Pick the username your referral link will carry, and the email commissions are paid to.',
  },
  {
    title: 'Review and agreement',
    text: 'We review each application and email you the outcome. Once approved, accept the affiliate agreement and your link goes live.',
  },
];

/**
 * /affiliate/apply for a visitor who is not signed in: what applying involves, and the sign-up
 * (or sign-in) step in place, each coming back here.
 */
export function SignedOutApply() {
  const back = paths.affiliateApply.path;
  return (
    <section
      aria-labelledby="apply-involves-title"
      className="rounded-xl border bg-card p-6 shadow-sm"
    >
      <h2 id="apply-involves-title" className="text-xl font-semibold">
        What applying involves
      </h2>
      <ol className="mt-4 space-y-4">
        {involves.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-medium">{step.title}</p>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-sm text-muted-foreground">It takes about five minutes.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <LinkButton to={hrefs.withRedirect(paths.register.path, back)}>
          Create an account to apply
        </LinkButton>
        <LinkButton to={hrefs.withRedirect(paths.login.path, back)} variant="outline">
          Sign in to apply
        </LinkButton>
      </div>
    </section>
  );
}
