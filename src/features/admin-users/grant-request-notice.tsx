import type { GrantRequest } from '@contracts/admin-users';
import { ShieldAlert } from 'lucide-react';
import { formatDateTime } from '@/lib/companies/dates';
import { Alert } from '@/lib/ui/alert';

/** A grant of super admin to this user that waits for a second super admin. */
export function GrantRequestNotice({ request }: { request: GrantRequest }) {
  const asker = request.requestedBy.email ?? request.requestedBy.uid;
  return (
    <Alert variant="info" className="mb-6 flex gap-3">
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-medium">Super admin waiting for approval</p>
        <p>
          {asker} asked on {formatDateTime(request.requestedAt)} to make this user a super admin.
          Another super admin must approve it by {formatDateTime(request.expiresAt)}, or it lapses.
        </p>
      </div>
    </Alert>
  );
}
