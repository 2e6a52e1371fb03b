import { TriangleAlert } from 'lucide-react';
import { paths } from '@/config/paths';
import { fixPaymentHref, type FailingPayment } from '@/lib/billing/failing-payments';
import { nameFromId } from '@/lib/billing/plans';
import { usePlanName } from '@/lib/billing/use-plan-name';
import { formatDate } from '@/lib/companies/dates';
import { setActiveCompany } from '@/lib/companies/use-companies';
import { LinkButton } from '@/lib/ui/link-button';

function PaymentFailedBanner({ payment }: { payment: FailingPayment }) {
  const { companyId, companyName, planId, graceUntil, ended } = payment;
  const planName = usePlanName(planId, companyId) ?? nameFromId(planId);
  const date = formatDate(graceUntil);
  return (
    <section
      aria-label={`Payment failed for ${companyName}`}
      className="flex flex-col gap-3 rounded-lg border border-warning/60 bg-warning/10 px-4 py-3 text-sm text-foreground sm:flex-row sm:items-center"
    >
      <TriangleAlert aria-hidden className="hidden size-5 shrink-0 sm:block" />
      <p className="flex-1">
        <strong className="font-semibold">Payment failed for {companyName}.</strong>{' '}
        {ended
          ? `The paid plan ended on ${date}. Update your payment method to get it back.`
          : `Update your payment method by ${date} to keep the ${planName} plan.`}
      </p>
      {/* The company's page, made active, at its billing card: Manage billing opens the portal. */}
      <LinkButton
        to={fixPaymentHref(paths.company.path, companyId)}
        size="sm"
        className="shrink-0 self-start sm:self-auto"
        onClick={() => void setActiveCompany(companyId)}
      >
        Fix payment
      </LinkButton>
    </section>
  );
}

/** One banner per company whose payment failed (see FailingPaymentNotice). */
export default function PaymentFailedBanners({ payments }: { payments: FailingPayment[] }) {
  return (
    <div className="mb-6 space-y-2">
      {payments.map((payment) => (
        <PaymentFailedBanner key={payment.companyId} payment={payment} />
      ))}
    </div>
  );
}
