import type { Firestore } from 'firebase-admin/firestore';
import type { LedgerEntryDoc } from '../../functions/src/contracts/affiliate-programme';
import type { AuditEntry } from '../../functions/src/contracts/audit';
import { adjustmentEntry } from '../../functions/src/services/affiliate-ledger/admin-entries';
import {
  decideCommission,
  termsFor,
} from '../../functions/src/services/affiliate-ledger/commission';
import { DEMO_PROGRAMME_SETTINGS } from './seed-affiliate-programme';
import { demoAccounts } from './demo-accounts';

const DAY = 24 * 60 * 60 * 1000;
const DEMO_AFFILIATE = 'demo-affiliate';
/** Part D's seed (seed-admin-affiliates.ts) writes this payout from the entries that name it. */
export const DEMO_PAYOUT_ID = 'demo_payout_1';
/** The demo affiliate's paid payout in euros, in the same batch (one payout per currency). */
export const DEMO_EUR_PAYOUT_ID = 'demo_payout_3';

/**
 * Four companies referred by the demo affiliate (names only: no referred person is shown); one
 * pays in euros, so its commissions are euros, paid and balanced apart from the dollars. Globex is
 * on Business (10 seats), whose own rate is 30%; the others on Team, at the programme's 20%.
 */
const companies = {
  northwind: {
    name: 'Northwind Traders',
    invoiceCents: 12_000,
    verified: true,
    currency: 'usd',
    plan: 'team',
  },
  globex: {
    name: 'Globex',
    invoiceCents: 24_000,
    verified: true,
    currency: 'usd',
    plan: 'business',
  },
  initech: { name: 'Initech', invoiceCents: 6_000, verified: false, currency: 'usd', plan: 'team' },
  berlin: {
    name: 'Berliner Werkstatt',
    invoiceCents: 18_000,
    verified: true,
    currency: 'eur',
    plan: 'team',
  },
} as const;
const PLAN_NAMES = { team: 'Team', business: 'Business' } as const;
type Company = keyof typeof companies;

/**
 * Months of the demo affiliate's commissions (decided by decideCommission on the demo programme,
 * each with the rule it records: 30% of Globex's Business invoices, 20% of the rest until the
 * fourth paying company (Initech, 20 days ago) reached the 22% tier): paid ones
 * (in `demo_payout_1`, older than the payout's date 22 days ago, their 30-day hold over by then),
 * payable ones, pending ones still in the hold, one held because the customer has not verified
 * their email, a partial refund, and a refund after the payout (a negative entry netting into the
 * next one); then a bonus from a super admin. Berliner Werkstatt pays €180.00 a month: its
 * commissions are €36.00 each, two paid in `demo_payout_3` (euros), one payable (under the €50.00
 * minimum, so the dashboard says it rolls over), and one pending at the tier's €39.60. Times count from today's
 * midnight UTC; entries are created once and never changed (entries in a payout are immutable).
 * Runs before seedAdminAffiliates.
 */
const plan: { company: Company; daysAgo: number; paid?: boolean; refundOf?: number }[] = [
  { company: 'northwind', daysAgo: 150, paid: true },
  { company: 'northwind', daysAgo: 120, paid: true },
  { company: 'northwind', daysAgo: 90, paid: true },
  { company: 'globex', daysAgo: 95, paid: true },
  { company: 'northwind', daysAgo: 60, paid: true },
  { company: 'globex', daysAgo: 65, paid: true },
  { company: 'northwind', daysAgo: 40 },
  { company: 'globex', daysAgo: 35 },
  // Half of Globex's invoice of 35 days ago refunded; all of Northwind's of 60 days ago (paid).
  { company: 'globex', daysAgo: 33, refundOf: 35 },
  { company: 'northwind', daysAgo: 25, refundOf: 60 },
  { company: 'initech', daysAgo: 20 },
  { company: 'northwind', daysAgo: 10 },
  { company: 'globex', daysAgo: 5 },
  { company: 'berlin', daysAgo: 95, paid: true },
  { company: 'berlin', daysAgo: 65, paid: true },
  { company: 'berlin', daysAgo: 35 },
  { company: 'berlin', daysAgo: 8 },
];

/** Creates the document unless it exists (a second seed run keeps what is there). */
export async function createOnce(db: Firestore, path: string, data: object): Promise<void> {
  try {
    await db.doc(path).create(data);
  } catch (error) {
    // 6 = ALREADY_EXISTS: seeded before; keep it.
    if ((error as { code?: number }).code !== 6) throw error;
  }
}

export async function seedAffiliateLedger(db: Firestore): Promise<void> {
  const now = new Date();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = (daysAgo: number) => midnight - daysAgo * DAY + 9 * 60 * 60 * 1000;
  const invoiceId = (company: Company, daysAgo: number) => `in_demo_${company}_${daysAgo}`;
  const firstDaysAgo = (key: Company) =>
    Math.max(
      ...plan.filter((p) => p.company === key && p.refundOf === undefined).map((p) => p.daysAgo),
    );
  // As the ledger decides it: the programme's terms, the invoice's plan, the paying referrals then.
  const decide = (key: Company, daysAgo: number) => {
    const company = companies[key];
    const decision = decideCommission({
      terms: termsFor(DEMO_PROGRAMME_SETTINGS, null),
      base: company.invoiceCents,
      currency: company.currency,
      paidAt: at(daysAgo),
      firstCommissionAt: daysAgo === firstDaysAgo(key) ? null : at(firstDaysAgo(key)),
      rates: {
        planId: company.plan,
        planName: PLAN_NAMES[company.plan],
        payingReferrals: (Object.keys(companies) as Company[]).filter(
          (other) => firstDaysAgo(other) >= daysAgo,
        ).length,
      },
    });
    if (decision.kind !== 'commission') throw new Error(`demo invoice earns nothing: ${key}`);
    return decision;
  };

  for (const item of plan) {
    const company = companies[item.company];
    const createdAt = at(item.daysAgo);
    const base = {
      affiliateUid: DEMO_AFFILIATE,
      currency: company.currency,
      companyId: `demo-referred-${item.company}`,
      referredUid: `demo-referred-owner-${item.company}`,
      eventId: `evt_demo_${item.company}_${item.daysAgo}`,
      createdAt,
      companyName: company.name,
      invoiceAmountCents: company.invoiceCents,
      invoiceCurrency: company.currency,
      paymentIntentId: null,
      disputeId: null,
    };
    if (item.refundOf !== undefined) {
      const refunded = item.company === 'globex' ? company.invoiceCents / 2 : company.invoiceCents;
      const refundId = `re_demo_${item.company}_${item.daysAgo}`;
      const entry: LedgerEntryDoc = {
        ...base,
        kind: 'refund',
        amountCents: -Math.round(
          (refunded * (decide(item.company, item.refundOf).rule.ratePercent ?? 0)) / 100,
        ),
        invoiceId: invoiceId(item.company, item.refundOf),
        availableAt: createdAt,
        payoutId: null,
        heldReason: null,
        grossCents: refunded,
        chargeId: `ch_demo_${item.company}_${item.refundOf}`,
        refundId,
        note: 'Refunded',
      };
      await createOnce(db, `affiliateLedger/ref_${refundId}`, entry);
      continue;
    }
    const id = invoiceId(item.company, item.daysAgo);
    const decision = decide(item.company, item.daysAgo);
    const entry: LedgerEntryDoc = {
      ...base,
      kind: 'commission',
      amountCents: decision.amountCents,
      rule: decision.rule,
      invoiceId: id,
      availableAt: createdAt + 30 * DAY,
      payoutId: item.paid
        ? company.currency === 'eur'
          ? DEMO_EUR_PAYOUT_ID
          : DEMO_PAYOUT_ID
        : null,
      heldReason: company.verified ? null : 'emailUnverified',
      grossCents: company.invoiceCents,
      chargeId: `ch_demo_${item.company}_${item.daysAgo}`,
      refundId: null,
    };
    await createOnce(db, `affiliateLedger/inv_${id}`, entry);
  }
  for (const key of Object.keys(companies) as Company[]) {
    // The company's first commissioned invoice: recurring commissions count from it.
    const oldest = firstDaysAgo(key);
    await createOnce(db, `affiliateLedgerCompanies/demo-referred-${key}`, {
      affiliateUid: DEMO_AFFILIATE,
      referredUid: `demo-referred-owner-${key}`,
      firstCommissionAt: at(oldest),
      firstInvoiceId: invoiceId(key, oldest),
    });
  }
  // Paying referrals as the ledger counts them (volume tiers read this count).
  await createOnce(db, `affiliateLedgerAffiliates/${DEMO_AFFILIATE}`, {
    payingReferrals: Object.keys(companies).length,
    updatedAt: at(0),
  });
  await seedDemoBonus(db, at(3));
}

/** The demo affiliate's bonus from the demo super admin (adminAffiliateOperations.adjust). */
export const DEMO_BONUS_ENTRY_ID = 'adj_demo_webinar_bonus';

/**
 * A $25 bonus the demo super admin gave the demo affiliate three days ago, payable at once: the
 * dashboard's Earnings shows it as "Bonus" with its reason. Written as the callable writes it,
 * with its audit entry (fixed id, rewritten by a second run).
 */
async function seedDemoBonus(db: Firestore, createdAt: number): Promise<void> {
  const admin = demoAccounts.find((account) => account.superAdmin);
  if (!admin) throw new Error('no demo super admin');
  const reason = 'Thank you for hosting the launch-week webinar';
  const entry = adjustmentEntry({
    affiliateUid: DEMO_AFFILIATE,
    type: 'bonus',
    amountCents: 2_500,
    currency: 'usd',
    reason,
    actorUid: admin.uid,
    now: createdAt,
  });
  await createOnce(db, `affiliateLedger/${DEMO_BONUS_ENTRY_ID}`, entry);
  const audit: AuditEntry = {
    actor: { uid: admin.uid, email: admin.email },
    action: 'affiliates.adjust',
    target: { kind: 'affiliate', id: DEMO_AFFILIATE, label: 'alex_affiliate' },
    before: null,
    after: {
      entryId: DEMO_BONUS_ENTRY_ID,
      type: 'bonus',
      amountCents: entry.amountCents,
      currency: entry.currency,
      heldReason: null,
      reason,
    },
    at: createdAt,
  };
  await db.doc('auditLog/seed-adjustment-demo-bonus').set(audit);
}
