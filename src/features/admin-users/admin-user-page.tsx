import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { formatDate, formatDateTime } from '@/lib/companies/dates';
import { operationKey } from '@/lib/data/keys';
import { useOperationQuery } from '@/lib/data/operation-query';
import { useAction, useOperation } from '@/lib/data/use-action';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { DescriptionRow } from '@/lib/ui/description-row';
import { PageHeader } from '@/lib/ui/page-header';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { Skeleton } from '@/lib/ui/skeleton';
import { GrantRequestNotice } from './grant-request-notice';
import { actionsFor, type UserAction } from './user-page-actions';
import { ViewAsUserDialog } from './view-as-user-dialog';
import { signInMethodName } from '@/lib/auth/social-providers';

const dateOrDash = (ms: number | null | undefined) => (ms ? formatDateTime(ms) : '—');

/** /admin/users/:uid: one user's facts and the account actions, each confirmed and audited. */
export default function AdminUserPage() {
  const { uid = '' } = useParams();
  const navigate = useNavigate();
  const selfUid = useAuthStore((state) => state.user?.uid ?? null);
  const [pending, setPending] = useState<UserAction | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [viewing, setViewing] = useState(false);
  const user = useOperationQuery('adminUserOperations', 'get', { uid });
  const self = uid === selfUid;

  // Every action but delete: confirmed in the dialog, which shows a refusal in place.
  const change = useAction((action: UserAction) => action.run(), {
    // The user's page and the list's rows.
    invalidates: [
      operationKey('adminUserOperations', 'get', { uid }),
      operationKey('adminUserOperations', 'list'),
      operationKey('adminUserOperations', 'listGrantRequests'),
    ],
    success: (answer, action) => (typeof answer === 'string' ? answer : action.done),
    errorToast: false,
    onSuccess: () => close(),
  });
  const removal = useOperation('adminUserOperations', 'delete', {
    // The list only: this page leaves (reading the deleted user again would fail).
    invalidates: [operationKey('adminUserOperations', 'list')],
    success: 'The account is deleted.',
    errorToast: false,
    onSuccess: () => void navigate(paths.adminUsers.path),
  });

  const close = () => {
    setPending(null);
    setDeleting(false);
    change.reset();
    removal.reset();
  };

  const back = (
    <Link
      to={paths.adminUsers.path}
      className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden />
      All users
    </Link>
  );

  if (user.status === 'pending') {
    return (
      <>
        {back}
        <Skeleton className="mb-4 h-8 w-72" />
        <Skeleton className="h-64 w-full" />
      </>
    );
  }
  if (user.status === 'error') {
    return (
      <>
        {back}
        <RetryAlert onRetry={() => void user.refetch()} className="mb-0">
          {callableMessage(user.error)}
        </RetryAlert>
      </>
    );
  }

  const detail = user.data;
  const auth = detail.auth;
  const title = auth?.displayName ?? auth?.email ?? detail.mirror?.email ?? uid;
  const actions = actionsFor(detail, selfUid);
  // Support's view of what they see: never of yourself, another super admin or a disabled account.
  const viewable = !self && auth !== null && !auth.superAdmin && !auth.disabled;

  return (
    <>
      {back}
      <PageHeader title={title} description={auth?.email ?? undefined} />
      <div className="mb-6 flex flex-wrap gap-2">
        {auth?.superAdmin ? <Badge>Super admin</Badge> : null}
        {auth?.disabled ? <Badge variant="warning">Disabled</Badge> : null}
        {self ? <Badge variant="outline">You</Badge> : null}
      </div>
      {detail.grantRequest ? <GrantRequestNotice request={detail.grantRequest} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Account</CardTitle>
            <CardDescription>From Firebase Auth.</CardDescription>
          </CardHeader>
          <CardContent>
            {auth ? (
              <dl className="space-y-2">
                <DescriptionRow label="User id" value={<code className="text-xs">{uid}</code>} />
                <DescriptionRow
                  label="Sign-in methods"
                  value={auth.providers.map(signInMethodName).join(', ') || '—'}
                />
                <DescriptionRow label="Signed up" value={dateOrDash(auth.createdAt)} />
                <DescriptionRow label="Last sign-in" value={dateOrDash(auth.lastSignInAt)} />
                <DescriptionRow label="Email verified" value={auth.emailVerified ? 'Yes' : 'No'} />
                <DescriptionRow label="Status" value={auth.disabled ? 'Disabled' : 'Enabled'} />
                <DescriptionRow
                  label="Announcements"
                  value={detail.announcementsOptOut ? 'Opted out' : 'Receives them'}
                />
              </dl>
            ) : (
              <p className="text-sm text-muted-foreground">
                This account no longer exists in Auth; only its mirror remains.
              </p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Actions</CardTitle>
            <CardDescription>Each asks first and is recorded in the audit log.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button
                key={action.label}
                variant={action.destructive ? 'outline' : 'default'}
                onClick={() => setPending(action)}
              >
                {action.label}
              </Button>
            ))}
            {viewable ? (
              <Button variant="outline" onClick={() => setViewing(true)}>
                View as user
              </Button>
            ) : null}
            {!self ? (
              <Button variant="destructive" onClick={() => setDeleting(true)}>
                Delete account
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">
                You cannot revoke, disable or delete your own account here.
              </p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Companies and subscriptions</CardTitle>
          </CardHeader>
          <CardContent>
            {detail.companies.length ? (
              <ul className="space-y-3">
                {detail.companies.map((company) => (
                  <li key={company.companyId} className="text-sm">
                    <span className="font-medium">{company.name}</span>{' '}
                    <Badge variant="outline">{company.role}</Badge>
                    <span className="block text-muted-foreground">
                      {company.subscription
                        ? `${company.subscription.planId} · ${company.subscription.status} · ${company.subscription.seats} seats${
                            company.subscription.currentPeriodEnd
                              ? ` · until ${formatDate(company.subscription.currentPeriodEnd)}`
                              : ''
                          }`
                        : 'Free plan (never subscribed)'}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">Not a member of any company.</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Affiliate and consents</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-2">
              <DescriptionRow
                label="Affiliate"
                value={
                  detail.affiliate
                    ? `${detail.affiliate.status}${detail.affiliate.username ? ` (${detail.affiliate.username})` : ''}`
                    : 'Not an affiliate'
                }
              />
              {detail.consents.length ? (
                detail.consents.map((consent) => (
                  <DescriptionRow
                    key={consent.kind}
                    label={consent.kind === 'terms' ? 'Terms accepted' : `${consent.kind} accepted`}
                    value={`version ${consent.version}, ${dateOrDash(consent.acceptedAt)}`}
                  />
                ))
              ) : (
                <DescriptionRow label="Policies accepted" value="None yet" />
              )}
            </dl>
          </CardContent>
        </Card>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && close()}
        title={pending?.title ?? ''}
        description={<p>{pending?.description}</p>}
        confirmLabel={pending?.confirmLabel ?? pending?.label ?? 'Confirm'}
        destructive={pending?.destructive ?? false}
        busy={change.pending}
        onConfirm={() => pending && change.run(pending)}
      >
        {change.error ? <Alert variant="destructive">{callableMessage(change.error)}</Alert> : null}
      </ConfirmDialog>
      <ViewAsUserDialog uid={uid} who={title} open={viewing} onOpenChange={setViewing} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={(open) => !open && close()}
        title={`Delete ${auth?.email ?? uid}?`}
        description={
          <p>
            The account and everything it owns are deleted for good: memberships, invitations,
            public profile, affiliate records. Someone who owns a company must hand it over or
            delete it first.
          </p>
        }
        confirmLabel="Delete account"
        destructive
        busy={removal.pending}
        onConfirm={() => removal.run({ uid })}
      >
        {removal.error ? (
          <Alert variant="destructive">{callableMessage(removal.error)}</Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
