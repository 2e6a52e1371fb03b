import type { CompanyRole, GrantableRole } from '@contracts/companies';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/lib/companies/avatar';
import type { Member } from '@/lib/companies/company-model';
import { formatDate } from '@/lib/companies/dates';
import { ROLE_LABELS } from '@/lib/companies/role-labels';
import { memberActions } from '@contracts/company-permissions';
import { useOperation } from '@/lib/data/use-action';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { Select } from '@/lib/ui/select';
import { compactRoleOptions } from './role-options';

export const nameOf = (m: Member) => m.displayName || m.email;

/** One member: who, role (a choice where the caller may change it), joined, remove. */
export function MemberRow({
  member,
  caller,
  companyId,
  onRemove,
}: {
  member: Member;
  caller: { uid: string; role: CompanyRole };
  companyId: string;
  onRemove: (member: Member) => void;
}) {
  const actions = memberActions(caller, member);
  const isYou = member.uid === caller.uid;
  const name = nameOf(member);
  const changing = useOperation('companyOperations', 'changeRole', {
    success: (_answer, { role }) => `${name} is now ${role === 'admin' ? 'an admin' : 'a member'}.`,
  });
  // The role asked for, shown while the change is on its way (the member's own role after).
  const [chosen, setChosen] = useState<GrantableRole>('member');

  function updateRole(role: GrantableRole) {
    if (role === member.role) return;
    setChosen(role);
    changing.run({ companyId, memberUid: member.uid, role });
  }

  return (
    <tr className="border-b last:border-b-0">
      <td className="py-3 pr-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={member.displayName} fallbackName={member.email} src={member.photoURL} />
          <div className="min-w-0">
            <p className="truncate font-medium">
              {name}
              {isYou ? <span className="ml-1 font-normal text-muted-foreground">(you)</span> : null}
            </p>
            {member.displayName ? (
              <p className="truncate text-xs text-muted-foreground">{member.email}</p>
            ) : null}
          </div>
        </div>
      </td>
      <td className="py-3 pr-3">
        {actions.changeRole && member.role !== 'owner' ? (
          <Select
            aria-label={`Role for ${name}`}
            className="h-8 w-28"
            value={changing.pending ? chosen : member.role}
            onValueChange={updateRole}
            options={compactRoleOptions}
            disabled={changing.pending}
          />
        ) : (
          <Badge variant={member.role === 'owner' ? 'default' : 'outline'}>
            {ROLE_LABELS[member.role]}
          </Badge>
        )}
      </td>
      <td className="hidden py-3 pr-3 text-muted-foreground sm:table-cell">
        {member.joinedAt ? formatDate(member.joinedAt) : '—'}
      </td>
      <td className="py-3 text-right">
        {actions.remove ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${name}`}
            title={`Remove ${name}`}
            onClick={() => onRemove(member)}
          >
            <UserMinus aria-hidden />
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
