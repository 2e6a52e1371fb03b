import { PROGRAMME_CURRENCY, programmeCollections } from '../../contracts/affiliate-programme';
import type { AffiliateMailDeps } from './deps';
import { neverThrows, sendAffiliateMail, type AffiliateMailResult } from './send-affiliate-mail';

/**
 * "Payout sent": called after `markPaid` committed. Mails the payout's amount in its own currency
 * (one written before payouts carried a currency: PROGRAMME_CURRENCY) and the provider's reference
 * to its payout address, once per payout (marker `payoutSent_{payoutId}`). A payout that is not
 * paid (or not there) sends nothing.
 */
export function mailPayoutSent(
  payoutId: string,
  deps: AffiliateMailDeps,
): Promise<AffiliateMailResult | 'notPaid'> {
  return neverThrows('payoutSent', async () => {
    const payout = await deps.db.collection(programmeCollections.payouts).doc(payoutId).get();
    if (!payout.exists || payout.get('status') !== 'paid') return 'notPaid';
    const get = <T>(field: string) => payout.get(field) as T | undefined;
    return sendAffiliateMail(
      {
        affiliateUid: get<string>('affiliateUid') ?? '',
        claim: { kind: 'payoutSent', key: payoutId },
        to: get<string>('payoutEmail') ?? null,
        build: (links) => ({
          template: 'affiliatePayoutPaid',
          data: {
            ...links,
            amountCents: get<number>('amountCents') ?? 0,
            currency: get<string>('currency') ?? PROGRAMME_CURRENCY,
            reference: get<string>('reference') ?? '',
            paidAt: new Date(get<number>('paidAt') ?? deps.now),
          },
        }),
      },
      deps,
    );
  });
}
