import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { pageDescriptions } from '@/config/page-descriptions';
import { cn } from '@/lib/cn';
import { useAuthStore } from '@/lib/auth/auth-store';
import { billingErrorMessage } from '@/lib/billing/billing-errors';
import { grantsPaidPlan } from '@/lib/billing/entitlements';
import { planStatusView } from '@/lib/billing/plan-status';
import { usePlanName } from '@/lib/billing/use-plan-name';
import { retryCompanies, useCompanies } from '@/lib/companies/use-companies';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/lib/ui/card';
import { PageHeader } from '@/lib/ui/page-header';
import { ActivatedPlan, CompanyLinks } from './activated-plan';
import { useCheckoutSync } from './use-checkout-sync';

export const SLOW_MESSAGE =
  "Your payment went through; the plan will appear within a few minutes — we'll keep it updated here.";

/** A message inside the page's live region (so it has no live role of its own). */
function Notice({ tone, children }: { tone: 'info' | 'error'; children: ReactNode }) {
  return (
    <p
      className={cn(
        'rounded-lg border px-4 py-3 text-sm',
        tone === 'info'
          ? 'border-primary/40 bg-accent text-accent-foreground'
          : 'border-destructive/50 text-destructive',
      )}
    >
      {children}
    </p>
  );
}

/**
 * /payment/success?session_id=…: thanks the buyer, confirms the checkout (`syncCheckout`, every
 * 2 s for up to a minute) and shows the plan as soon as the company's entitlements carry it. The
 * company document is live (useCompanies), so a webhook that lands later still shows up here.
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const firstName = useAuthStore((s) => s.user?.displayName?.trim().split(/\s+/)[0] ?? null);
  const companies = useCompanies();
  const entry = companies.active;
  const sync = useCheckoutSync(entry?.company.id, sessionId);
  const [now] = useState(() => Date.now());

  // The live company document first; the sync's answer when it comes before the snapshot.
  const live = entry?.company.entitlements ?? null;
  const answered = sync.phase === 'settled' ? sync.entitlements : null;
  const activated = grantsPaidPlan(live, now)
    ? live
    : grantsPaidPlan(answered, now)
      ? answered
      : null;
  const planName = usePlanName(activated?.planId ?? null, entry?.company.id ?? null);

  let body;
  if (companies.status === 'error') {
    body = (
      <div className="space-y-3">
        <Notice tone="error">{companies.error ?? 'We could not load your company.'}</Notice>
        <Button size="sm" variant="outline" onClick={retryCompanies}>
          Try again
        </Button>
      </div>
    );
  } else if (activated && entry && planName) {
    body = (
      <ActivatedPlan
        companyName={entry.company.name}
        planName={planName}
        entitlements={activated}
        now={now}
      />
    );
  } else if (sync.phase === 'failed') {
    body = <Notice tone="error">{billingErrorMessage(sync.error)}</Notice>;
  } else if (sync.phase === 'settled') {
    // Settled without a plan (a payment that is still processing, say): say what the state is.
    const detail = planStatusView(answered ?? live, now).detail;
    body = <Notice tone="info">{detail ?? SLOW_MESSAGE}</Notice>;
  } else if (sync.phase === 'timeout' || (companies.status === 'ready' && (!sessionId || !entry))) {
    body = <Notice tone="info">{SLOW_MESSAGE}</Notice>;
  } else {
    body = (
      <p className="flex items-center gap-3 text-sm">
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
        Confirming your payment…
      </p>
    );
  }

  return (
    <>
      <PageHeader
        title={firstName ? `Thank you, ${firstName}!` : 'Thank you!'}
        description={pageDescriptions.paymentSuccess}
      />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Your plan</CardTitle>
        </CardHeader>
        <CardContent className="space-y-6">
          <div aria-live="polite" aria-atomic="true" data-testid="payment-status">
            {body}
          </div>
          <CompanyLinks />
        </CardContent>
      </Card>
    </>
  );
}
