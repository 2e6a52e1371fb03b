import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { CompanyEntry } from '@/lib/companies/companies-store';
import { useOperation } from '@/lib/data/use-action';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';

/** Leave the company; the owner is told why they cannot (there is exactly one owner). */
export function LeaveCompanyCard({ entry }: { entry: CompanyEntry }) {
  const { company, role } = entry;
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const isOwner = role === 'owner';
  const leaving = useOperation('companyOperations', 'leave', {
    success: `You left ${company.name}.`,
    onSuccess: async () => {
      setConfirming(false);
      await navigate(paths.dashboard.path);
    },
  });

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
          busy={leaving.pending}
          onConfirm={() => leaving.run({ companyId: company.id })}
        />
      </CardContent>
    </Card>
  );
}
