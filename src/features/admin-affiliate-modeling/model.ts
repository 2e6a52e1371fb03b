import type { Funnel } from '@contracts/admin-affiliate-model';
import Papa from 'papaparse';
import { formatMoney } from '@/lib/billing/plans';
import type { Assumptions, Projection, ProjectionMonth, ProjectionTotals } from './projection';
import {
  rulesFromDraft,
  rulesProblems,
  rulesSummary,
  rulesToDraft,
  type RulesDraft,
  type RulesProblemKey,
} from './rules-draft';

/** Periods the real funnel can be read over. */
export const FUNNEL_PERIODS = [
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 365 days' },
] as const;

export const money = (cents: number) => formatMoney(Math.round(cents), 'usd');
export const percent = (ratio: number | null) =>
  ratio === null ? '—' : `${(ratio * 100).toFixed(2).replace(/\.?0+$/, '')}%`;
export const count = (value: number) =>
  new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(value);

/** A scenario as the form holds it: every field as typed, in display units, and its rate rules. */
export type Draft = Record<FieldKey, string> & RulesDraft;

/** A draft's problems: a field's, a tier's or plan's field, or a whole list's. */
export type DraftProblems = Partial<Record<FieldKey | RulesProblemKey, string>>;

type FieldKind = 'count' | 'percent' | 'signedPercent' | 'money' | 'integer' | 'type';

interface FieldSpec {
  key: keyof Assumptions;
  label: string;
  kind: FieldKind;
  min?: number;
  max?: number;
  /** The field may be left blank (recurring months: for the lifetime). */
  blank?: string;
  hint?: string;
}

/** The editable assumptions, in the order the form shows them. */
export const FIELDS = [
  { key: 'monthlyVisits', label: 'Visits in the first month', kind: 'count', min: 0, max: 1e9 },
  {
    key: 'visitGrowth',
    label: 'Visit growth per month (%)',
    kind: 'signedPercent',
    min: -100,
    max: 1000,
  },
  { key: 'visitToSignup', label: 'Visit → sign-up (%)', kind: 'percent', min: 0, max: 100 },
  { key: 'signupToPaid', label: 'Sign-up → paying (%)', kind: 'percent', min: 0, max: 100 },
  {
    key: 'arpcCents',
    label: 'Revenue per paying company per month ($)',
    kind: 'money',
    min: 0,
    max: 1e7,
  },
  { key: 'monthlyChurn', label: 'Monthly churn (%)', kind: 'percent', min: 0, max: 100 },
  { key: 'commissionType', label: 'Commission type', kind: 'type' },
  {
    key: 'ratePercent',
    label: 'Commission rate (%)',
    kind: 'count',
    min: 0,
    max: 100,
    hint: 'Percentage commissions, on plans without a rate of their own',
  },
  {
    key: 'flatAmountCents',
    label: 'Flat commission ($)',
    kind: 'money',
    min: 0,
    max: 1e6,
    hint: 'Flat commissions, once per new paying company',
  },
  {
    key: 'recurringMonths',
    label: 'Recurring months',
    kind: 'integer',
    min: 1,
    max: 120,
    blank: 'lifetime',
    hint: 'Blank: for the lifetime',
  },
  { key: 'holdDays', label: 'Hold (days)', kind: 'integer', min: 0, max: 365 },
  { key: 'minimumPayoutCents', label: 'Minimum payout ($)', kind: 'money', min: 0, max: 1e6 },
  {
    key: 'affiliates',
    label: 'Affiliates sharing referrals',
    kind: 'integer',
    min: 1,
    max: 1e6,
    hint: 'Paying referrals per affiliate reach the tiers; balances meet the minimum payout',
  },
] as const satisfies readonly FieldSpec[];

export type FieldKey = (typeof FIELDS)[number]['key'];

const trim = (value: number, digits: number) => String(Number(value.toFixed(digits)));

/** A scenario's numbers as form text (display units; rates to two decimals of a percent). */
export function toDraft(a: Assumptions): Draft {
  return {
    tiers: a.rateTiers.map((tier) => ({
      from: String(tier.fromPayingReferrals),
      ratePercent: trim(tier.ratePercent, 2),
    })),
    planMix: a.planMix.map((plan) => ({
      name: plan.name,
      share: trim(plan.share * 100, 2),
      ratePercent: trim(plan.ratePercent, 2),
    })),
    monthlyVisits: trim(a.monthlyVisits, 0),
    visitGrowth: trim(a.visitGrowth * 100, 2),
    visitToSignup: trim(a.visitToSignup * 100, 2),
    signupToPaid: trim(a.signupToPaid * 100, 2),
    arpcCents: trim(a.arpcCents / 100, 2),
    monthlyChurn: trim(a.monthlyChurn * 100, 2),
    commissionType: a.commissionType,
    ratePercent: trim(a.ratePercent, 2),
    flatAmountCents: trim(a.flatAmountCents / 100, 2),
    recurringMonths: a.recurringMonths === null ? '' : String(a.recurringMonths),
    holdDays: String(a.holdDays),
    minimumPayoutCents: trim(a.minimumPayoutCents / 100, 2),
    affiliates: String(a.affiliates),
  };
}

/** Why a field's text is not a valid value, or null. */
export function fieldProblem(spec: FieldSpec, text: string): string | null {
  if (spec.kind === 'type')
    return text === 'percentage' || text === 'flat' ? null : 'Choose a type.';
  const trimmed = text.trim();
  if (trimmed === '') return spec.blank ? null : 'Enter a number.';
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return 'Enter a number.';
  if (spec.kind === 'integer' && !Number.isInteger(value)) return 'Enter a whole number.';
  if (spec.min !== undefined && value < spec.min) return `At least ${spec.min}.`;
  if (spec.max !== undefined && value > spec.max) return `At most ${spec.max}.`;
  return null;
}

/** Every invalid field of a draft with its problem. */
export function draftProblems(draft: Draft): DraftProblems {
  const problems: DraftProblems = {};
  for (const spec of FIELDS) {
    const problem = fieldProblem(spec, draft[spec.key]);
    if (problem) problems[spec.key] = problem;
  }
  return { ...problems, ...rulesProblems(draft) };
}

/** The assumptions of a valid draft, or null when a field is invalid. */
export function fromDraft(draft: Draft): Assumptions | null {
  if (Object.keys(draftProblems(draft)).length > 0) return null;
  const n = (key: FieldKey) => Number(draft[key].trim());
  return {
    monthlyVisits: n('monthlyVisits'),
    visitGrowth: n('visitGrowth') / 100,
    visitToSignup: n('visitToSignup') / 100,
    signupToPaid: n('signupToPaid') / 100,
    arpcCents: Math.round(n('arpcCents') * 100),
    monthlyChurn: n('monthlyChurn') / 100,
    commissionType: draft.commissionType === 'flat' ? 'flat' : 'percentage',
    ratePercent: n('ratePercent'),
    flatAmountCents: Math.round(n('flatAmountCents') * 100),
    recurringMonths: draft.recurringMonths.trim() === '' ? null : n('recurringMonths'),
    holdDays: n('holdDays'),
    minimumPayoutCents: Math.round(n('minimumPayoutCents') * 100),
    affiliates: n('affiliates'),
    ...rulesFromDraft(draft),
  };
}

/**
 * Scenario A: the real funnel of the period (visits per 30 days, its conversion rates, revenue
 * per paying company, monthly churn; growth 0) and the programme's current settings.
 */
export function assumptionsFromFunnel(funnel: Funnel): Assumptions {
  const { settings, rates } = funnel;
  return {
    monthlyVisits: Math.round(funnel.monthlyVisits),
    visitGrowth: 0,
    visitToSignup: Math.min(1, rates.visitToSignup ?? 0),
    signupToPaid: Math.min(1, rates.signupToPaid ?? 0),
    arpcCents: Math.round(funnel.arpcCents ?? 0),
    monthlyChurn: Math.min(1, funnel.monthlyChurn ?? 0),
    commissionType: settings.commissionType,
    ratePercent: settings.ratePercent,
    flatAmountCents: settings.flatAmountCents,
    recurringMonths: settings.recurringMonths,
    holdDays: settings.holdDays,
    minimumPayoutCents: settings.minimumPayoutCents,
    affiliates: Math.max(1, funnel.approvedAffiliates),
    ...rulesFromDraft(rulesToDraft(settings)),
  };
}

/** The programme settings in words, e.g. "20% of revenue for 12 months, held 30 days". */
export function commissionSummary(a: Funnel['settings']): string {
  const what =
    a.commissionType === 'flat'
      ? `${money(a.flatAmountCents)} per new paying company`
      : `${a.ratePercent}% of revenue ${a.recurringMonths === null ? 'for the lifetime' : `for ${a.recurringMonths} months`}`;
  // Plan rates and tiers apply to percentages only (as in the ledger).
  const rules = a.commissionType === 'flat' ? '' : rulesSummary(a);
  return `${what}${rules ? ` (${rules})` : ''}, held ${a.holdDays} days, minimum payout ${money(a.minimumPayoutCents)}`;
}

/** How a figure is shown: a count of companies, money in cents, or a percent (null: none). */
export type FigureKind = 'count' | 'money' | 'percent';

/** The per-month figures shown for each scenario: [label, field, kind]. */
export const MONTH_COLUMNS: [string, keyof ProjectionMonth, FigureKind][] = [
  ['New paying', 'newPaying', 'count'],
  ['Active', 'active', 'count'],
  ['Revenue', 'revenueCents', 'money'],
  ['Effective rate', 'effectiveRatePercent', 'percent'],
  ['Commissions', 'commissionsCents', 'money'],
  ['Payouts', 'payoutsCents', 'money'],
  ['Net revenue', 'netRevenueCents', 'money'],
];

/** The totals compared side by side: [label, field, kind]. */
export const TOTAL_ROWS: [string, keyof ProjectionTotals, FigureKind][] = [
  ['New paying companies', 'newPaying', 'count'],
  ['Active at the end', 'activeAtEnd', 'count'],
  ['Revenue', 'revenueCents', 'money'],
  ['Effective rate', 'effectiveRatePercent', 'percent'],
  ['Commissions earned', 'commissionsCents', 'money'],
  ['Payouts', 'payoutsCents', 'money'],
  ['Net revenue', 'netRevenueCents', 'money'],
  ['Owed at the end', 'owedAtEndCents', 'money'],
];

/** A month column's value in the Total row: the horizon's totals (active: at the end). */
export function totalsRow(p: Projection): Partial<Record<keyof ProjectionMonth, number | null>> {
  const t = p.totals;
  return {
    newPaying: t.newPaying,
    active: t.activeAtEnd,
    revenueCents: t.revenueCents,
    effectiveRatePercent: t.effectiveRatePercent,
    commissionsCents: t.commissionsCents,
    payoutsCents: t.payoutsCents,
    netRevenueCents: t.netRevenueCents,
  };
}

const csvUnit: Record<FigureKind, string> = { count: '', money: ' (USD)', percent: ' (%)' };
const csvValue = (value: number, kind: FigureKind) =>
  kind === 'money' ? (value / 100).toFixed(2) : value.toFixed(2);

/**
 * Both projections month by month as CSV (papaparse): a column per figure and scenario, money
 * in dollars, rates in percent, then a Total row. A scenario that is null (invalid form), and a
 * rate a flat commission does not have, are empty cells.
 */
export function projectionCsv(a: Projection | null, b: Projection | null, horizon: number): string {
  const fields = [
    'Month',
    ...(['A', 'B'] as const).flatMap((s) =>
      MONTH_COLUMNS.map(([label, , kind]) => `${s} ${label}${csvUnit[kind]}`),
    ),
  ];
  const cells = (
    p: Projection | null,
    row: (p: Projection) => Partial<Record<keyof ProjectionMonth, number | null>>,
  ) =>
    MONTH_COLUMNS.map(([, key, kind]) => {
      const value = p ? row(p)[key] : undefined;
      return value === undefined || value === null ? '' : csvValue(value, kind);
    });
  const data = Array.from({ length: horizon }, (_, i) => [
    String(i + 1),
    ...cells(a, (p) => ({ ...p.months[i] })),
    ...cells(b, (p) => ({ ...p.months[i] })),
  ]);
  data.push(['Total', ...cells(a, totalsRow), ...cells(b, totalsRow)]);
  return Papa.unparse({ fields, data });
}
