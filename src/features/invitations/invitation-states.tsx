import { UNVERIFIED_EMAIL_MESSAGE, type InvitationProblem } from '@contracts/companies';
import { CircleCheck, RotateCw, ShieldAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { CallableErrorText } from '@/lib/companies/error-toast';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { LinkButton } from '@/lib/ui/link-button';
import { Skeleton } from '@/lib/ui/skeleton';
import { Spinner } from '@/lib/ui/spinner';
import { InvitationCard } from './invitation-card';
import { problemCopy } from './invitation-problem';
import { useSwitchAccount } from './use-switch-account';

function Visual({ Icon, tone }: { Icon: LucideIcon; tone: 'muted' | 'warning' | 'success' }) {
  const tones = {
    muted: 'bg-muted text-muted-foreground',
    warning: 'bg-warning/15 text-warning',
    success: 'bg-success/15 text-success',
  };
  return (
    <span className={`grid size-14 place-items-center rounded-full ${tones[tone]}`}>
      <Icon aria-hidden className="size-7" />
    </span>
  );
}

function DashboardButton({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  return (
    <LinkButton to={paths.dashboard.path} variant={variant} className="w-full">
      Go to dashboard
    </LinkButton>
  );
}

export function LoadingInvitation() {
  return (
    <InvitationCard visual={<Skeleton className="size-14 rounded-md" />} title="Your invitation">
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading the invitation…</span>
        <Skeleton className="mx-auto h-4 w-3/4" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    </InvitationCard>
  );
}

export function InvitationLoadError({
  error,
  onRetry,
  titleRef,
}: {
  error: unknown;
  onRetry: () => void;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <InvitationCard
      visual={<Visual Icon={TriangleAlert} tone="warning" />}
      title="We could not open this invitation"
      titleRef={titleRef}
    >
      <Alert variant="destructive">
        <CallableErrorText error={error} />
      </Alert>
      <Button className="w-full" onClick={onRetry}>
        <RotateCw aria-hidden /> Try again
      </Button>
      <DashboardButton variant="outline" />
    </InvitationCard>
  );
}

export function InvitationProblemView({
  problem,
  titleRef,
}: {
  problem: InvitationProblem;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  const { title, text, Icon } = problemCopy[problem];
  return (
    <InvitationCard visual={<Visual Icon={Icon} tone="muted" />} title={title} titleRef={titleRef}>
      <p className="text-sm text-muted-foreground">{text}</p>
      <DashboardButton />
    </InvitationCard>
  );
}

/** The signed-in account is not the one invited (the server's permission-denied). */
export function WrongAccount({
  message,
  titleRef,
}: {
  message: string;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  const email = useAuthStore((s) => s.user?.email);
  const { switching, switchAccount } = useSwitchAccount();
  const unverified = message === UNVERIFIED_EMAIL_MESSAGE;
  return (
    <InvitationCard
      visual={<Visual Icon={ShieldAlert} tone="warning" />}
      title={
        unverified ? 'Verify your email address first' : 'This invitation is for another account'
      }
      titleRef={titleRef}
    >
      <Alert variant="destructive">{message}</Alert>
      {email ? (
        <p className="text-sm text-muted-foreground">
          You are signed in as <strong className="break-all text-foreground">{email}</strong>.
        </p>
      ) : null}
      <Button className="w-full" disabled={switching} onClick={switchAccount}>
        {switching ? <Spinner label="Signing out" /> : null} Sign out and use another account
      </Button>
      <DashboardButton variant="outline" />
    </InvitationCard>
  );
}

export function InvitationDeclined({
  companyName,
  titleRef,
}: {
  companyName: string;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <InvitationCard
      visual={<Visual Icon={CircleCheck} tone="success" />}
      title="Invitation declined"
      titleRef={titleRef}
    >
      <p role="status" className="text-sm text-muted-foreground">
        You declined the invitation to join {companyName}. If you change your mind, ask them for a
        new one.
      </p>
      <DashboardButton />
    </InvitationCard>
  );
}
