import { discountWords } from '@contracts/affiliate-promo-code-format';
import type { PromoCodeDoc } from '@contracts/affiliate-promo-codes';
import { useState } from 'react';
import { formatDate } from '@/lib/companies/dates';
import { useOperationQuery } from '@/lib/data/operation-query';
import { useOperation } from '@/lib/data/use-action';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { DataTable, type ColumnDef, fixedColumn } from '@/lib/ui/data-table';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { TitledSection } from '@/lib/ui/titled-section';
import { CreatePromoCodeDialog } from './create-promo-code-dialog';

/**
 * "Promo codes": the affiliate's codes with their discount, Stripe promotion code and the
 * companies each referred; "New promo code" (approved affiliates only) and Deactivate, each
 * confirmed, audited by the server, and refreshing the page's reads.
 */
export function PromoCodesSection({
  uid,
  name,
  approved,
}: {
  uid: string;
  name: string;
  approved: boolean;
}) {
  const codes = useOperationQuery('adminAffiliateOperations', 'listPromoCodes', { uid });
  const [creating, setCreating] = useState(false);
  const [deactivating, setDeactivating] = useState<string | null>(null);
  const deactivate = useOperation('adminAffiliateOperations', 'deactivatePromoCode', {
    errorToast: false,
    success: (answer) => `${answer.code} no longer works at checkout.`,
    onSuccess: () => closeDeactivate(),
  });
  const closeDeactivate = () => {
    setDeactivating(null);
    deactivate.reset();
  };

  const columns: ColumnDef<PromoCodeDoc, unknown>[] = [
    fixedColumn('code', 'Code', (row) => (
      <code className="font-mono font-semibold">{row.code}</code>
    )),
    fixedColumn('discount', 'Customer discount', (row) => discountWords(row.discount)),
    fixedColumn('stripe', 'Stripe promotion code', (row) => row.stripePromotionCodeId ?? '—'),
    fixedColumn('redemptions', 'Companies referred', (row) => row.redemptions),
    fixedColumn('createdAt', 'Created', (row) => formatDate(row.createdAt)),
    fixedColumn('status', 'Status', (row) =>
      row.active ? (
        <Badge>Active</Badge>
      ) : (
        <Badge variant="outline">
          Inactive{row.deactivatedAt ? ` since ${formatDate(row.deactivatedAt)}` : ''}
        </Badge>
      ),
    ),
    fixedColumn('actions', 'Actions', (row) =>
      row.active ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Deactivate ${row.code}`}
          onClick={() => setDeactivating(row.code)}
        >
          Deactivate
        </Button>
      ) : null,
    ),
  ];

  return (
    <TitledSection
      id="affiliate-promo-codes"
      title="Promo codes"
      className="mt-8 space-y-3"
      titleClassName="text-lg font-semibold"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <p className="max-w-prose text-sm text-muted-foreground">
          A checkout paid with one of these codes refers the company to {name} when nothing referred
          it before, even without a click on their link. {name} sees their codes on their dashboard.
        </p>
        {approved ? (
          <Button size="sm" onClick={() => setCreating(true)}>
            New promo code
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">
            Only an approved affiliate gets new codes.
          </p>
        )}
      </div>
      {codes.status === 'error' ? (
        <RetryAlert onRetry={() => void codes.refetch()} className="mb-0">
          {callableMessage(codes.error)}
        </RetryAlert>
      ) : null}
      <DataTable
        caption="Promo codes"
        columns={columns}
        rows={codes.data?.codes ?? []}
        getRowId={(row) => row.code}
        loading={codes.status === 'pending'}
        empty={codes.status === 'pending' ? 'Loading the promo codes…' : 'No promo code yet.'}
      />
      <CreatePromoCodeDialog uid={uid} name={name} open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => !open && closeDeactivate()}
        title={`Deactivate ${deactivating ?? ''}?`}
        description={
          <>
            <p>
              Checkouts refuse it from now on. Companies it already referred stay referred to {name}
              . A deactivated code is never given to anyone else.
            </p>
            {deactivate.error ? (
              <p role="alert" className="text-destructive">
                {callableMessage(deactivate.error)}
              </p>
            ) : null}
          </>
        }
        confirmLabel="Deactivate"
        destructive
        busy={deactivate.pending}
        onConfirm={() => deactivating && deactivate.run({ code: deactivating })}
      />
    </TitledSection>
  );
}
