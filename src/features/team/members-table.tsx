import type { CompanyRole } from '@contracts/companies';
import { useState } from 'react';
import type { Company, Member } from '@/lib/companies/company-model';
import { useOperation } from '@/lib/data/use-action';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { HeaderRow } from '@/lib/ui/header-row';
import { MemberRow, nameOf } from './member-row';

/** Everyone in the company, owner first; actions only where the caller's rank allows. */
export function MembersTable({
  company,
  members,
  caller,
}: {
  company: Company;
  members: Member[];
  caller: { uid: string; role: CompanyRole };
}) {
  const [removing, setRemoving] = useState<Member | null>(null);
  const remove = useOperation('companyOperations', 'removeMember', {
    // The dialog cannot close while busy: `removing` is still the member removed.
    success: () => (removing ? `${nameOf(removing)} was removed from ${company.name}.` : null),
    onSuccess: () => setRemoving(null),
  });

  return (
    <>
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">Members of {company.name}</caption>
        <thead>
          <HeaderRow
            className="border-b text-left text-xs uppercase tracking-wide text-muted-foreground"
            cellClassName="pb-2 font-medium"
            cells={[
              { label: 'Name', className: 'pr-3' },
              { label: 'Role', className: 'w-28 pr-3' },
              { label: 'Joined', className: 'hidden w-32 pr-3 sm:table-cell' },
              { label: <span className="sr-only">Actions</span>, className: 'w-12' },
            ]}
          />
        </thead>
        <tbody>
          {members.map((member) => (
            <MemberRow
              key={member.uid}
              member={member}
              caller={caller}
              companyId={company.id}
              onRemove={setRemoving}
            />
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `Remove ${nameOf(removing)}?` : 'Remove member?'}
        description={
          <p>
            They lose access to {company.name} at once and their seat becomes free. Invitations they
            sent that are still pending are revoked. You can invite them again later.
          </p>
        }
        confirmLabel="Remove"
        destructive
        busy={remove.pending}
        onConfirm={() => removing && remove.run({ companyId: company.id, memberUid: removing.uid })}
      />
    </>
  );
}
