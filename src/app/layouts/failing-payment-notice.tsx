import { lazy, Suspense, useState } from 'react';
import { failingPayments } from '@/lib/billing/failing-payments';
import { useCompanies } from '@/lib/companies/use-companies';

// Loaded only when a payment fails: the banners read plan names through the query cache, which
// the layouts (and /dashboard) must not load (ADR 0001).
const PaymentFailedBanners = lazy(() => import('./payment-failed-banners'));

/**
 * Above every signed-in page, for the owner and admins of a company whose payment failed: what
 * is at stake and the way to fix it. Members see nothing (they cannot fix billing).
 */
export function FailingPaymentNotice() {
  const { entries } = useCompanies();
  // A grace period ends over days: the time the layout mounted is close enough.
  const [now] = useState(() => Date.now());
  const payments = failingPayments(entries, now);
  if (payments.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PaymentFailedBanners payments={payments} />
    </Suspense>
  );
}
