import { useState } from 'react';
import type { CompanyEntry } from '@/lib/companies/companies-store';
import { ROLE_LABELS } from '@/lib/companies/role-labels';
import { useCompanyMembers } from '@/lib/companies/use-company-members';
import { useOperation } from '@/lib/data/use-action';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { SelectField } from '@/lib/ui/select-field';
import { Skeleton } from '@/lib/ui/skeleton';

/** Owner only: hand the company to another member. */
export function TransferOwnershipCard({ entry }: { entry: CompanyEntry }) {
  const { company, membership } = entry;
  const { status, members, retry } = useCompanyMembers(company.id);
  const candidates = members.filter((m) => m.uid !== membership.uid);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const target = candidates.find((m) => m.uid === chosen);
  const targetName = target ? target.displayName || target.email : '';
  const transferring = useOperation('companyOperations', 'transferOwnership', {
    success: `${targetName} now owns ${company.name}.`,
    onSuccess: () => {
      setConfirming(false);
      setChosen(undefined);
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Transfer ownership</CardTitle>
        <CardDescription>
          The new owner gets full control, including deleting the company. You stay in it as an
          admin.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {status === 'loading' ? <Skeleton className="h-10 w-full max-w-md" /> : null}
        {status === 'error' ? (
          <p className="text-sm text-destructive">
            We could not load the members.{' '}
            <Button variant="link" className="h-auto p-0" onClick={retry}>
              Try again
            </Button>
          </p>
        ) : null}
        {status === 'ready' && candidates.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Invite someone first: ownership can only go to a member of the company.
          </p>
        ) : null}
        {status === 'ready' && candidates.length > 0 ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SelectField
              id="new-owner"
              label="New owner"
              className="w-full sm:max-w-sm"
              value={chosen}
              onValueChange={setChosen}
              placeholder="Choose a member"
              options={candidates.map((m) => ({
                value: m.uid,
                label: `${m.displayName || m.email} (${ROLE_LABELS[m.role]})`,
              }))}
            />
            <Button variant="outline" disabled={!target} onClick={() => setConfirming(true)}>
              Transfer ownership
            </Button>
          </div>
        ) : null}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Make ${targetName} the owner?`}
          description={
            <p>
              {targetName} will own {company.name}, and you become an admin. Only the new owner can
              give ownership back.
            </p>
          }
          confirmLabel="Transfer ownership"
          busy={transferring.pending}
          onConfirm={() =>
            target && transferring.run({ companyId: company.id, newOwnerUid: target.uid })
          }
        />
      </CardContent>
    </Card>
  );
}
