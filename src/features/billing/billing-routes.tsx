import { useMatches } from 'react-router';
import PaymentCancelPage from './payment-cancel-page';
import PaymentSuccessPage from './payment-success-page';
import PricingPage from './pricing-page';

/**
 * The billing pages (pricing, payment success, payment cancelled) as ONE lazy route module: the
 * router loads this for all three paths and it renders the page of the matched path id (the
 * route's `handle.pathId`, which the router sets from the path table). They share most of their code, and every
 * separate route chunk would add its file name and preload list to the entry chunk, which the
 * landing page's budget cannot afford.
 */
export default function BillingRoute() {
  const pathId = (useMatches().at(-1)?.handle as { pathId?: string } | undefined)?.pathId;
  if (pathId === 'paymentSuccess') return <PaymentSuccessPage />;
  if (pathId === 'paymentCancel') return <PaymentCancelPage />;
  return <PricingPage />;
}
