import { lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import PricingPage from './pricing-page';

// Pricing is a public page every visitor may open; the payment pages only follow a checkout.
const PaymentCancelPage = lazy(() => import('./payment-cancel-page'));
const PaymentSuccessPage = lazy(() => import('./payment-success-page'));

/**
 * The billing pages (pricing, payment success, payment cancelled) as ONE lazy route module: the
 * router loads this for all three paths and it renders the page of the matched path id (the
 * route's `handle.pathId`, which the router sets from the path table). They share most of their code, and every
 * separate route chunk would add its file name and preload list to the entry chunk, which the
 * landing page's budget cannot afford. The payment pages load on their own, after it.
 */
export default function BillingRoute() {
  const pathId = (useMatches().at(-1)?.handle as { pathId?: string } | undefined)?.pathId;
  if (pathId === 'paymentSuccess' || pathId === 'paymentCancel') {
    return (
      <Suspense fallback={null}>
        {pathId === 'paymentSuccess' ? <PaymentSuccessPage /> : <PaymentCancelPage />}
      </Suspense>
    );
  }
  return <PricingPage />;
}
