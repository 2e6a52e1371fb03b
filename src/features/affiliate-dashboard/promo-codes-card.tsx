import { discountWords } from '@contracts/affiliate-promo-code-format';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/data/keys';
import { queryClient } from '@/lib/query-client';
import { Badge } from '@/lib/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { CopyButton } from '@/lib/ui/copy-button';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { fetchOwnPromoCodes } from './promo-codes-api';

const companies = (n: number) => `${n} ${n === 1 ? 'company' : 'companies'} referred`;

/**
 * "Your promo codes" (read-only): the codes a super admin gave the affiliate, to share where a
 * link cannot be clicked (a podcast, a video, print). Customers type one at checkout.
 */
export function PromoCodesCard({ uid }: { uid: string }) {
  const codes = useQuery(
    { queryKey: queryKeys.affiliate.promoCodes(uid), queryFn: () => fetchOwnPromoCodes(uid) },
    queryClient,
  );
  return (
    <Card role="region" aria-labelledby="promo-codes-heading">
      <CardHeader>
        <CardTitle id="promo-codes-heading">Your promo codes</CardTitle>
        <CardDescription>
          A customer who types your code at checkout is credited to you, even without clicking your
          link, unless another affiliate&apos;s link brought their company first.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {codes.status === 'pending' ? (
          <LoadingBlocks label="Loading your promo codes" blocks={['h-10 w-full']} />
        ) : codes.status === 'error' ? (
          <RetryAlert onRetry={() => void codes.refetch()} className="mb-0">
            We could not load your promo codes.
          </RetryAlert>
        ) : codes.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You have no promo code yet. If your audience often buys without clicking a link, ask us
            for one.
          </p>
        ) : (
          <ul className="divide-y">
            {codes.data.map((code) => (
              <li key={code.code} className="flex flex-wrap items-center gap-3 py-3">
                <code className="rounded-md bg-muted px-3 py-1.5 font-mono text-sm font-semibold">
                  {code.code}
                </code>
                {code.active ? (
                  <CopyButton text={code.code} label={`Copy ${code.code}`} what="code" size="sm" />
                ) : null}
                <span className="text-sm">
                  {code.discount ? `Customers get ${discountWords(code.discount)}` : 'No discount'}
                  <span className="block text-xs text-muted-foreground">
                    {companies(code.redemptions)}
                  </span>
                </span>
                <Badge variant={code.active ? 'default' : 'outline'} className="ml-auto">
                  {code.active ? 'Active' : 'No longer valid'}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
