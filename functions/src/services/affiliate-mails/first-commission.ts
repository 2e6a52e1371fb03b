import { ledgerEntryDocSchema } from '../../contracts/affiliate-programme';
import { companyStateRef, entryRef } from '../affiliate-ledger/store';
import type { AffiliateMailDeps } from './deps';
import { neverThrows, sendAffiliateMail, type AffiliateMailResult } from './send-affiliate-mail';

/**
 * "First commission from a referral": called after a commission entry is committed
 * (apply-event.ts). It mails when the entry's invoice is its company's first commissioned one
 * (`affiliateLedgerCompanies/{companyId}.firstInvoiceId`), once per company (marker
 * `firstCommission_{companyId}`: an earlier invoice recorded late, which becomes the first,
 * finds it claimed). A company whose first commission came before these mails existed never
 * gets one. The mail names the company, as the affiliate's earnings do, and none of its people.
 */
export function mailFirstCommission(
  entryId: string,
  deps: AffiliateMailDeps,
): Promise<AffiliateMailResult | 'notFirst'> {
  return neverThrows('firstCommission', async () => {
    const parsed = ledgerEntryDocSchema.safeParse((await entryRef(deps.db, entryId).get()).data());
    if (!parsed.success) return 'notFirst';
    const entry = parsed.data;
    if (entry.kind !== 'commission' || !entry.invoiceId || !entry.companyId) return 'notFirst';
    const state = await companyStateRef(deps.db, entry.companyId).get();
    if (state.get('firstInvoiceId') !== entry.invoiceId) return 'notFirst';
    return sendAffiliateMail(
      {
        affiliateUid: entry.affiliateUid,
        claim: { kind: 'firstCommission', key: entry.companyId },
        build: (links) => ({
          template: 'affiliateFirstCommission',
          data: {
            ...links,
            companyName: entry.companyName ?? 'A company you referred',
            amountCents: entry.amountCents,
            currency: entry.currency,
            // A held entry has no date yet (its review or the referred email's check decides).
            availableAt: entry.heldReason ? null : new Date(entry.availableAt),
          },
        }),
      },
      deps,
    );
  });
}
