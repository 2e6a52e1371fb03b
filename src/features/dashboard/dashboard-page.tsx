import { isSuperAdminClaim } from '@contracts/claims';
import { ArrowRight, Building2, CreditCard, Megaphone, Shield, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { signInMethodName } from '@/lib/auth/social-providers';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { LinkButton } from '@/lib/ui/link-button';
import { PageHeader } from '@/lib/ui/page-header';
import { ActiveCompanyCard } from './active-company-card';
import { VerifyEmailBanner } from './verify-email-banner';

const nextSteps = [
  {
    to: paths.companySetup.path,
    Icon: Building2,
    title: 'Set up your company',
    text: 'Create a workspace and invite your team.',
  },
  {
    to: paths.profile.path,
    Icon: UserRound,
    title: 'Complete your profile',
    text: 'Add your name, photo and a public username.',
  },
  {
    to: paths.pricing.path,
    Icon: CreditCard,
    title: 'Choose a plan',
    text: 'Compare plans and pick what fits your team.',
  },
  {
    to: paths.affiliateDashboard.path,
    Icon: Megaphone,
    title: 'Refer and earn',
    text: 'Share Parley and follow your referrals.',
  },
];

export default function DashboardPage() {
  const user = useAuthStore((s) => s.user);
  const superAdmin = useAuthStore((s) => isSuperAdminClaim(s.claims));
  const firstName = user?.displayName?.split(' ')[0];

  return (
    <>
      <PageHeader
        title={firstName ? `Welcome back, ${firstName}` : 'Welcome to Parley'}
        description="Here is where your team's work starts."
      />
      {user && !user.emailVerified ? <VerifyEmailBanner /> : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-label="Your company">
            <ActiveCompanyCard />
          </section>
          <section aria-labelledby="next-steps">
            <h2
              id="next-steps"
              className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground"
            >
              Next steps
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {nextSteps.map(({ to, Icon, title, text }) => (
                <li key={to}>
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
              ))}
            </ul>
          </section>
        </div>
        <aside className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Your account</CardTitle>
              <CardDescription>{user?.email}</CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="space-y-3 text-sm">
                <div>
                  <dt className="text-muted-foreground">Email</dt>
                  <dd>{user?.emailVerified ? 'Verified' : 'Not verified yet'}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Sign-in methods</dt>
                  <dd>{user?.providerIds.map(signInMethodName).join(', ') || 'Email link'}</dd>
                </div>
                {user?.createdAt ? (
                  <div>
                    <dt className="text-muted-foreground">Member since</dt>
                    <dd>{new Date(user.createdAt).toLocaleDateString()}</dd>
                  </div>
                ) : null}
              </dl>
            </CardContent>
          </Card>
          {superAdmin ? (
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <Shield aria-hidden className="size-4" /> Super admin
                </CardTitle>
                <CardDescription>You can manage the whole product.</CardDescription>
              </CardHeader>
              <CardContent>
                <LinkButton to={paths.admin.path} variant="outline" className="w-full">
                  Open the admin area
                </LinkButton>
              </CardContent>
            </Card>
          ) : null}
        </aside>
      </div>
    </>
  );
}
