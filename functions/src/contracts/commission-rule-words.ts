import type { CommissionRule, RuleSource } from './commission-rules';

/*
 * A recorded rule in words, without zod (the dashboard's earnings and the admin ledger read it;
 * neither needs the schemas).
 */

/**
 * The rule in a few words for a ledger line: "25% · tier from 11 paying referrals",
 * "30% · Business plan rate", "20% · programme rate", "15% · personal rate" (an override). A flat rule has no
 * rate to show: its amount is the line's. Admins read "rate override" and the paying-referral count.
 */
export function ruleWords(
  rule: CommissionRule,
  audience: 'affiliate' | 'admin' = 'affiliate',
): string {
  const plan = rule.planName ?? rule.planId ?? 'this plan';
  const why: Record<RuleSource, string> = {
    programme: 'programme rate',
    plan: `${plan} plan rate`,
    tier: `tier from ${rule.tierFrom ?? '?'} paying referrals`,
    override: audience === 'admin' ? 'rate override' : 'personal rate',
  };
  const words =
    rule.commissionType === 'flat'
      ? `Flat · ${rule.source === 'override' ? (audience === 'admin' ? 'override' : 'personal') : 'programme'} amount`
      : `${rule.ratePercent ?? 0}% · ${why[rule.source]}`;
  // Admins also see the count the tiers were checked against.
  return audience === 'admin' ? `${words} (${rule.payingReferrals} paying referrals)` : words;
}
