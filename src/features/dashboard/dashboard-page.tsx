import { isSuperAdminClaim } from '@contracts/claims';
import { Shield } from 'lucide-react';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { signInMethodName } from '@/lib/auth/social-providers';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { LinkButton } from '@/lib/ui/link-button';
import { PageHeader } from '@/lib/ui/page-header';
import { ActiveCompanyCard } from './active-company-card';
import { NextSteps } from './next-steps';
import { VerifyEmailBanner } from './verify-email-banner';

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
          <NextSteps />
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
