import type { Profile } from '@contracts/profile';
import { useState, type ReactNode } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { readSupportView } from '@/lib/auth/session-marker';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { PageHeader } from '@/lib/ui/page-header';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { refreshAccount } from './account-actions';
import { AffiliateMailsPreference } from './affiliate-mails-card';
import { AnnouncementsPreference } from './announcements-card';
import { DataExportPanel } from './data-export-card';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileDetailsForm } from './profile-details-form';
import { SignInMethods } from './sign-in-methods';
import { SupportAccess } from './support-access-card';
import { TwoStepVerification } from './two-step-card';
import { UsernameForm } from './username-form';
import { useProfile } from './use-profile';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** `/profile`: the user's profile, public username, sign-in settings and data. */
export default function ProfilePage() {
  const state = useProfile();
  const user = useAuthStore((s) => s.user);
  const createdAt = user?.createdAt ? Date.parse(user.createdAt) : NaN;
  const hasPassword = user?.providerIds.includes('password') ?? false;
  // A support view (view as user) shows no sign-in settings: they talk to Auth directly, where
  // the rules and callables that make the view read-only do not reach.
  const [supportView] = useState(() => readSupportView() !== null);

  const saved = (profile: Profile) => {
    if (state.status !== 'ready') return;
    state.update(profile);
    // The account menu shows the Auth record's name and photo, which the server just changed.
    void refreshAccount().catch(() => undefined);
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Your profile"
        description="How you appear in Parley and on your public page, and how you sign in."
      />
      {state.status === 'loading' ? (
        <LoadingBlocks
          label="Loading your profile"
          className="space-y-4"
          blocks={['h-64 w-full', 'h-40 w-full']}
        />
      ) : null}
      {state.status === 'error' ? (
        <RetryAlert onRetry={state.retry} className="mb-0">
          We could not load your profile. Check your connection and try again.
        </RetryAlert>
      ) : null}
      {state.status === 'ready' ? (
        <div className="space-y-6">
          <Section
            id="section-details"
            title="Profile"
            description="Your name and picture appear to your teams; you choose what your public page shows."
          >
            <ProfileDetailsForm
              profile={state.data.profile}
              joinedAt={Number.isFinite(createdAt) ? createdAt : null}
              onSaved={saved}
            />
          </Section>
          <Section
            id="section-username"
            title="Public username"
            description="Your address on Parley: anyone with the link can see your public page."
          >
            <UsernameForm
              current={state.data.profile.username}
              isAffiliate={state.data.isAffiliate}
              onSaved={saved}
            />
          </Section>
          {supportView ? (
            <Section
              id="section-sign-in"
              title="Sign-in settings"
              description="Email, password, sign-in methods and two-step verification."
            >
              <p className="text-sm text-muted-foreground">
                Not shown in a support view: sign-in settings are the user&apos;s alone.
              </p>
            </Section>
          ) : (
            <>
              <Section
                id="section-email"
                title="Sign-in email"
                description="Where we write to you and the address you sign in with."
              >
                {hasPassword ? (
                  <EmailForm email={user?.email ?? null} />
                ) : (
                  <p className="text-sm text-muted-foreground">
                    Your account has no password: you sign in with a linked account, which supplies
                    your email ({user?.email ?? 'none'}).
                  </p>
                )}
              </Section>
              {hasPassword ? (
                <Section
                  id="section-password"
                  title="Password"
                  description="Enter your current password to choose a new one."
                >
                  <PasswordForm />
                </Section>
              ) : null}
              <Section
                id="section-providers"
                title="Sign-in methods"
                description="The ways you can sign in to this account."
              >
                <SignInMethods />
              </Section>
              <Section
                id="section-two-step"
                title="Two-step verification"
                description="A code texted to your phone, asked after your password when you sign in."
              >
                <TwoStepVerification />
              </Section>
            </>
          )}
          <Section
            id="section-email-preferences"
            title="Email preferences"
            description="Choose which optional emails Parley sends you."
          >
            <AnnouncementsPreference />
            {state.data.isAffiliate ? <AffiliateMailsPreference /> : null}
          </Section>
          <Section
            id="section-support-access"
            title="Support access"
            description="When our support team viewed your account, read-only, to help you."
          >
            <SupportAccess />
          </Section>
          <Section
            id="section-data"
            title="Your data"
            description="Download a copy of everything we store about you."
          >
            <DataExportPanel />
          </Section>
        </div>
      ) : null}
    </div>
  );
}
