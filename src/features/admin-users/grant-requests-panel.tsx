import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { hrefs } from '@/config/paths';
import { formatDateTime } from '@/lib/companies/dates';
import { useOperationQuery } from '@/lib/data/operation-query';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { RetryAlert } from '@/lib/ui/retry-alert';

/**
 * Grants of super admin waiting for a second super admin, above the users list: each links to
 * the user's page, where it is approved or refused. Nothing shows while none waits.
 */
export function GrantRequestsPanel() {
  const waiting = useOperationQuery('adminUserOperations', 'listGrantRequests', {});
  if (waiting.status === 'error') {
    return (
      <RetryAlert onRetry={() => void waiting.refetch()}>
        Grants waiting for approval could not be loaded: {callableMessage(waiting.error)}
      </RetryAlert>
    );
  }
  const requests = waiting.data?.requests ?? [];
  if (requests.length === 0) return null;
  return (
    <Card className="mb-6 border-primary/40" role="region" aria-labelledby="grant-requests-title">
      <CardHeader>
        <CardTitle id="grant-requests-title" className="flex items-center gap-2 text-base">
          <ShieldAlert className="size-5" aria-hidden />
          Super admin grants waiting for approval
        </CardTitle>
        <CardDescription>
          A second super admin approves or refuses each on the user&apos;s page.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm">
          {requests.map((request) => (
            <li key={request.uid}>
              <Link
                to={hrefs.adminUser(request.uid)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {request.email ?? request.uid}
              </Link>{' '}
              <span className="text-muted-foreground">
                asked by {request.requestedBy.email ?? request.requestedBy.uid}, lapses{' '}
                {formatDateTime(request.expiresAt)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
