import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { CompanyEntry } from '@/lib/companies/companies-store';
import { toastCallableError } from '@/lib/companies/error-toast';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { leaveCompany } from './company-api';

/** Leave the company; the owner is told why they cannot (there is exactly one owner). */
export function LeaveCompanyCard({ entry }: { entry: CompanyEntry }) {
  const { company, role } = entry;
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const isOwner = role === 'owner';

  async function leave() {
    setBusy(true);
    try {
      await leaveCompany(company.id);
      setConfirming(false);
      toast.success(`You left ${company.name}.`);
      await navigate(paths.dashboard.path);
    } catch (error) {
      toastCallableError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Leave company</CardTitle>
        <CardDescription id="leave-company-help">
          {isOwner
            ? 'You are the owner, so you cannot leave. Transfer ownership to another member first, or delete the company.'
            : 'You lose access to the company at once. An owner or admin can invite you again.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          disabled={isOwner}
          aria-describedby="leave-company-help"
          onClick={() => setConfirming(true)}
        >
          Leave {company.name}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Leave ${company.name}?`}
          description={<p>You will lose access at once. To come back you need a new invitation.</p>}
          confirmLabel="Leave company"
          destructive
          busy={busy}
          onConfirm={() => void leave()}
        />
      </CardContent>
    </Card>
  );
}
