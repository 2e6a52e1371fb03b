import {
  buttonHtml,
  escapeHtml,
  formatUtc,
  layout,
  oneLine,
  styles,
  webUrl,
  type RenderedMail,
} from './layout';
import { formatMoney as money } from './money';

export interface PaymentFailedData {
  /** The day of the grace period this mail is for: 0 (the failure), 3 (a reminder), 7 (the last day). */
  day: 0 | 3 | 7;
  companyName: string;
  planName: string;
  /** The monthly amount at risk, in the currency's minor unit. */
  amountCents: number;
  currency: string;
  /** When the plan ends unless a payment goes through. */
  graceUntil: Date;
  /** The company's page in the app, whose billing card opens the payment provider's portal. */
  fixUrl: string;
}

function wording(data: PaymentFailedData, end: string, amount: string) {
  const { companyName: company, planName: plan } = data;
  switch (data.day) {
    case 0:
      return {
        subject: `Your payment for ${company} failed`,
        lines: [
          `We could not take the payment of ${amount} a month for the ${plan} plan of ${company}.`,
          `The plan stays until ${end}. Update the payment method before then to keep it.`,
        ],
      };
    case 3:
      return {
        subject: `Reminder: the payment for ${company} is still failing`,
        lines: [
          `The payment of ${amount} a month for the ${plan} plan of ${company} has still not gone through.`,
          `The plan ends on ${end} unless the payment method is updated.`,
        ],
      };
    case 7:
      return {
        subject: `Last day: the ${plan} plan of ${company} ends on ${end}`,
        lines: [
          `This is the last day to fix the payment for ${company}: the payment of ${amount} a month has still not gone through.`,
          `The ${plan} plan ends on ${end}, and the company moves to the Free plan, unless the payment method is updated before then.`,
        ],
      };
  }
}

/**
 * To a company's owner and admins (who manage billing) on days 0, 3 and 7 of a failed payment's
 * grace period, with the way to fix it.
 */
export function paymentFailed(data: PaymentFailedData): RenderedMail {
  const url = webUrl(data.fixUrl);
  const end = formatUtc(data.graceUntil);
  const amount = money(data.amountCents, data.currency);
  const { subject, lines } = wording(
    { ...data, companyName: oneLine(data.companyName), planName: oneLine(data.planName) },
    end,
    amount,
  );
  const footer = 'You receive this because you are an owner or admin of the company on Parley.';
  const bodyHtml = [
    ...lines.map((line) => `<p style="${styles.p}">${escapeHtml(line)}</p>`),
    buttonHtml('Fix payment', url),
    `<p style="${styles.small}">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(url)}" style="${styles.link}">${escapeHtml(url)}</a></p>`,
    `<p style="${styles.small}">${escapeHtml(footer)}</p>`,
  ].join('\n');
  const title = oneLine(subject);
  return {
    subject: title,
    html: layout({ title, preheader: lines[1] ?? title, bodyHtml }),
    text: [...lines, '', `Fix payment: ${url}`, '', footer].join('\n'),
  };
}
