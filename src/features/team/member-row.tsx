import type { CompanyRole, GrantableRole } from '@contracts/companies';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Avatar } from '@/lib/companies/avatar';
import type { Member } from '@/lib/companies/company-model';
import { formatDate } from '@/lib/companies/dates';
import { toastCallableError } from '@/lib/companies/error-toast';
import { ROLE_LABELS } from '@/lib/companies/role-labels';
import { memberActions } from '@/lib/companies/roles';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { Select } from '@/lib/ui/select';
import { compactRoleOptions } from './role-options';
import { changeRole } from './team-api';

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
  const [pendingRole, setPendingRole] = useState<GrantableRole | null>(null);
  const isYou = member.uid === caller.uid;
  const name = nameOf(member);

  async function updateRole(role: GrantableRole) {
    if (role === member.role) return;
    setPendingRole(role);
    try {
      await changeRole(companyId, member.uid, role);
      toast.success(`${name} is now ${role === 'admin' ? 'an admin' : 'a member'}.`);
    } catch (error) {
      toastCallableError(error);
    } finally {
      setPendingRole(null);
    }
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
            value={pendingRole ?? member.role}
            onValueChange={(role) => void updateRole(role)}
            options={compactRoleOptions}
            disabled={pendingRole !== null}
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
