import { INVITATION_TTL_MS } from '@contracts/companies';
import { RotateCw } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { CompanyGate } from '@/lib/companies/company-gate';
import type { CompanyEntry } from '@/lib/companies/companies-store';
import { mayDo } from '@contracts/company-permissions';
import { useCompanyMembers } from '@/lib/companies/use-company-members';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { PageHeader } from '@/lib/ui/page-header';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { InviteByEmailForm } from './invite-by-email-form';
import { InviteLinkSection } from './invite-link-card';
import { MembersTable } from './members-table';
import { Panel } from './panel';
import { PendingInvitationsList } from './pending-invitations';
import { SeatMeter } from './seat-meter';
import { seatUsage } from './seats';
import { useFreePlanSeats } from '@/lib/billing/use-free-plan-seats';
import { usePendingInvitations } from '@/lib/companies/use-pending-invitations';

const TTL_DAYS = Math.round(INVITATION_TTL_MS / (24 * 60 * 60 * 1000));

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

function Team({ entry }: { entry: CompanyEntry }) {
  const { company, membership, role } = entry;
  const manager = mayDo(role, 'invite');
  const members = useCompanyMembers(company.id);
  const pending = usePendingInvitations(company.id, manager);
  const memberCount = members.status === 'ready' ? members.members.length : company.memberCount;
  // Read once: seat limits change with a grace period's end, which is days away.
  const [now] = useState(() => Date.now());
  const freePlanSeats = useFreePlanSeats();
  const usage = seatUsage(
    memberCount,
    pending.invitations,
    company.entitlements,
    now,
    freePlanSeats,
  );
  const caller = { uid: membership.uid, role };

  return (
    <div className="space-y-6">
      {manager ? (
        <Panel
          id="invite-heading"
          title="Invite people"
          description={`Bring your team into ${company.name}.`}
        >
          <div className="mb-6">
            <SeatMeter usage={usage} />
          </div>
          <Tabs.Root defaultValue="email">
            <Tabs.List
              aria-label="How to invite"
              className="mb-4 inline-flex rounded-lg bg-muted p-1"
            >
              <Tabs.Trigger value="email" className={tabClass}>
                By email
              </Tabs.Trigger>
              <Tabs.Trigger value="link" className={tabClass}>
                With a link
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="email">
              {usage.full ? (
                <Alert variant="info" className="mb-4">
                  Every seat is in use. Remove someone, revoke a pending invitation, or upgrade your
                  plan to invite more people.
                </Alert>
              ) : null}
              <InviteByEmailForm companyId={company.id} full={usage.full} />
            </Tabs.Content>
            <Tabs.Content value="link">
              <InviteLinkSection companyId={company.id} />
            </Tabs.Content>
          </Tabs.Root>
        </Panel>
      ) : null}

      <Panel
        id="members-heading"
        title="Members"
        description={
          manager
            ? 'Owners manage everyone; admins manage members.'
            : `${memberCount === 1 ? '1 person' : `${memberCount} people`} in ${company.name}. Only owners and admins manage the team.`
        }
      >
        {members.status === 'loading' ? (
          <LoadingBlocks
            label="Loading members"
            className="space-y-3"
            blocks={['h-10 w-full', 'h-10 w-full', 'h-10 w-full']}
          />
        ) : null}
        {members.status === 'error' ? (
          <Alert
            variant="destructive"
            className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <span>We could not load the members.</span>
            <Button size="sm" variant="outline" onClick={members.retry}>
              <RotateCw aria-hidden /> Try again
            </Button>
          </Alert>
        ) : null}
        {members.status === 'ready' ? (
          <MembersTable company={company} members={members.members} caller={caller} />
        ) : null}
      </Panel>

      {manager ? (
        <Panel
          id="pending-heading"
          title="Pending invitations"
          description={`Invitations expire after ${TTL_DAYS} days. Resending one sends a fresh link.`}
        >
          <PendingInvitationsList companyId={company.id} pending={pending} />
        </Panel>
      ) : null}
    </div>
  );
}

/** /company/members: the active company's people, roles and invitations. */
export default function MembersPage() {
  return (
    <>
      <PageHeader
        title={paths.companyMembers.title}
        description="Who is in your company, what they can do, and who is invited."
      />
      <CompanyGate emptyText="Create a company, then invite your team here.">
        {(entry) => <Team key={entry.company.id} entry={entry} />}
      </CompanyGate>
    </>
  );
}
