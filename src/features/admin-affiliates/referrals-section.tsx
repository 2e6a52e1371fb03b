import type { ReferralRow } from '@contracts/admin-affiliates';
import { useState } from 'react';
import { formatDate } from '@/lib/companies/dates';
import { usePagedOperationQuery } from '@/lib/data/paged-operation-query';
import { Button } from '@/lib/ui/button';
import { type ColumnDef, fixedColumn } from '@/lib/ui/data-table';
import { ServerListTable } from '@/lib/ui/server-list-table';
import { TitledSection } from '@/lib/ui/titled-section';
import { ReassignReferralDialog, type ReferralToMove } from './reassign-referral-dialog';

export const REFERRALS_PAGE_SIZE = 25;

/** How the company's referral was decided (company-referral.ts `source`). */
const SOURCE_WORDS: Record<string, string> = {
  companyCreated: 'When the company was created',
  attribution: "When its creator's sign-up was attributed",
  firstInvoice: 'At its first paid invoice',
  backfill: 'Frozen from its owner (older company)',
  reassigned: 'Reassigned by a super admin',
  promoCode: 'Its checkout used a promo code',
};

const labelOf = (row: ReferralRow) => row.companyName ?? `Company #${row.companyId}`;

/**
 * "Referred companies": the companies whose frozen referral credits this affiliate, each with
 * Reassign (to another approved affiliate, or none).
 */
export function ReferralsSection({ uid, name }: { uid: string; name: string }) {
  const referrals = usePagedOperationQuery('adminAffiliateOperations', 'listReferrals', {
    uid,
    pageSize: REFERRALS_PAGE_SIZE,
  });
  const [moving, setMoving] = useState<ReferralToMove | null>(null);
  const columns: ColumnDef<ReferralRow, unknown>[] = [
    fixedColumn('company', 'Company', (row) => (
      <span>
        {labelOf(row)}
        <span className="block text-xs text-muted-foreground">{row.companyId}</span>
      </span>
    )),
    fixedColumn('since', 'Referred since', (row) => formatDate(row.frozenAt)),
    fixedColumn('source', 'Decided', (row) => SOURCE_WORDS[row.source] ?? row.source),
    fixedColumn('actions', 'Actions', (row) => (
      <Button
        size="sm"
        variant="outline"
        aria-label={`Reassign the referral of ${labelOf(row)}`}
        onClick={() =>
          setMoving({
            companyId: row.companyId,
            companyLabel: labelOf(row),
            fromUid: uid,
            fromName: name,
          })
        }
      >
        Reassign referral
      </Button>
    )),
  ];
  return (
    <TitledSection
      id="affiliate-referrals"
      title="Referred companies"
      className="mt-8 space-y-3"
      titleClassName="text-lg font-semibold"
    >
      <p className="text-sm text-muted-foreground">
        Companies whose referral credits {name}. Commissions follow a company&apos;s referral; a
        reassignment moves the ones to come, never those already in the ledger.
      </p>
      <ServerListTable
        list={referrals}
        rows={(answer) => answer.referrals}
        errorClassName="mb-0"
        caption="Referred companies"
        columns={columns}
        getRowId={(row) => row.companyId}
        empty="No company is referred by this affiliate."
      />
      <ReassignReferralDialog referral={moving} onClose={() => setMoving(null)} />
    </TitledSection>
  );
}
