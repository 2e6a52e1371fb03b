import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useOperation } from '@/lib/data/use-action';
import { queryClient } from '@/lib/query-client';
import { SwitchField } from '@/lib/ui/switch';
import { patchProfile, profileQuery } from './use-profile';

/**
 * "Affiliate emails", for affiliates: a new sign-up through their link, the first commission
 * from each referred company, each payout sent. On unless they turned it off here or through
 * the link in one of those mails. It shares the profile's read with the announcements switch
 * above it, which shows that read's loading and failure for both.
 */
export function AffiliateMailsPreference() {
  const uid = useAuthStore((s) => s.user?.uid ?? null);
  const optOut = useQuery(
    { ...profileQuery(uid), select: (state) => state.affiliateMailsOptOut },
    queryClient,
  );
  const saving = useOperation('profileOperations', 'setAffiliateMailsOptOut', {
    success: ({ affiliateMailsOptOut }) =>
      affiliateMailsOptOut
        ? 'You will no longer receive affiliate emails.'
        : 'You will receive affiliate emails.',
    // The answer is what was saved: written into the profile's read, not read again.
    onSuccess: ({ affiliateMailsOptOut }) => patchProfile(uid, { affiliateMailsOptOut }),
  });

  if (optOut.data === undefined) return null;
  return (
    <SwitchField
      id="affiliate-mails-opt-in"
      label="Affiliate emails"
      description="When someone signs up through your link, when a company you referred earns you its first commission, and when a payout is sent. Your affiliate dashboard shows all of it either way."
      checked={!optOut.data}
      disabled={saving.pending}
      onCheckedChange={(checked) => saving.run({ optOut: !checked })}
    />
  );
}
