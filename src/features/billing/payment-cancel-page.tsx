import { useSearchParams } from 'react-router';
import { pageDescriptions } from '@/config/page-descriptions';
import { paths } from '@/config/paths';
import { parseInterval } from '@/lib/billing/plans';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { LinkButton } from '@/lib/ui/link-button';
import { PageHeader } from '@/lib/ui/page-header';
import { pricingHref } from './pricing-link';

/**
 * /payment/cancel: the buyer left the checkout. Nothing was charged and the plan is unchanged;
 * "Try again" goes back to the pricing page, with the plan and billing period when the address
 * names them (they reopen that plan's seats dialog).
 */
export default function PaymentCancelPage() {
  const [params] = useSearchParams();
  const plan = params.get('plan');
  const interval = params.get('interval');
  const tryAgain = pricingHref(plan, interval ? parseInterval(interval) : null);

  return (
    <>
      <PageHeader title={paths.paymentCancel.title} description={pageDescriptions.paymentCancel} />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Nothing was charged</CardTitle>
          <CardDescription>
            Your payment was cancelled, so nothing was charged and your company&apos;s plan has not
            changed. You can pick a plan again whenever you are ready.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <LinkButton to={tryAgain}>Try again</LinkButton>
          <LinkButton to={paths.dashboard.path} variant="outline">
            Back to dashboard
          </LinkButton>
        </CardContent>
      </Card>
    </>
  );
}
