import { MAX_RATE_TIERS } from '@contracts/commission-rules';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/lib/ui/button';
import {
  MAX_PLAN_SHARES,
  nextTier,
  type PlanShareDraft,
  type RulesDraft,
  type RulesProblemKey,
  type RulesProblems,
  type TierDraft,
} from './rules-draft';

const inputClass =
  'flex h-9 w-24 rounded-md border border-input bg-card px-2 py-1 text-sm tabular-nums shadow-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive';

/**
 * Each control's name ends with its scenario, as the assumptions table's do. Buttons carry it in
 * an aria-label that starts with their visible words: a hidden span's comma would be read apart
 * from them (browsers space out its absolutely positioned box).
 */
function Field({
  id,
  label,
  scenario,
  value,
  problem,
  onChange,
  wide,
  inputMode = 'decimal',
}: {
  id: string;
  label: string;
  scenario: string;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
  wide?: boolean;
  inputMode?: 'decimal' | 'numeric' | 'text';
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs text-muted-foreground">
        {label}
        <span className="sr-only">, scenario {scenario}</span>
      </label>
      <input
        id={id}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        className={wide ? `${inputClass} w-36` : inputClass}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem ? (
        <p id={`${id}-problem`} className="text-xs text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function ListProblem({ id, problem }: { id: string; problem: string | undefined }) {
  return problem ? (
    <p id={id} className="text-sm text-destructive">
      {problem}
    </p>
  ) : null;
}

function Group({
  id,
  legend,
  hint,
  problem,
  children,
}: {
  id: string;
  legend: string;
  hint: string;
  problem: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="space-y-3 rounded-md border p-3"
      aria-describedby={problem ? `${id}-problem` : undefined}
    >
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <p className="text-xs text-muted-foreground">{hint}</p>
      {children}
      <ListProblem id={`${id}-problem`} problem={problem} />
    </fieldset>
  );
}

/**
 * One scenario's volume tiers ("from N paying referrals → X%", added and removed) and plan mix
 * (each plan with a rate of its own, its share of paying companies and that rate; the rest earn
 * the programme's rate). A new row's first field gets the focus, so the keyboard carries on there.
 */
export function RateRulesForm({
  scenario,
  draft,
  problems,
  baseRate,
  flat,
  onChange,
}: {
  scenario: 'a' | 'b';
  draft: RulesDraft;
  problems: RulesProblems;
  /** The scenario's programme rate as typed, for the rest of the plans. */
  baseRate: string;
  /** Flat commissions: plan rates and tiers do not apply (they stay editable). */
  flat: boolean;
  onChange: (next: RulesDraft) => void;
}) {
  const name = scenario.toUpperCase();
  const prefix = `rules-${scenario}`;
  const focusId = useRef<string | null>(null);
  useEffect(() => {
    if (!focusId.current) return;
    document.getElementById(focusId.current)?.focus();
    focusId.current = null;
  });

  const problem = (key: RulesProblemKey) => problems[key];
  const setTier = (i: number, patch: Partial<TierDraft>) =>
    onChange({ ...draft, tiers: draft.tiers.map((t, j) => (j === i ? { ...t, ...patch } : t)) });
  const setPlan = (i: number, patch: Partial<PlanShareDraft>) =>
    onChange({
      ...draft,
      planMix: draft.planMix.map((p, j) => (j === i ? { ...p, ...patch } : p)),
    });
  const addTier = () => {
    focusId.current = `${prefix}-tier-${draft.tiers.length}-from`;
    onChange({ ...draft, tiers: [...draft.tiers, nextTier(draft.tiers)] });
  };
  const addPlan = () => {
    focusId.current = `${prefix}-plan-${draft.planMix.length}-name`;
    onChange({ ...draft, planMix: [...draft.planMix, { name: '', share: '0', ratePercent: '' }] });
  };
  // After a removal the focus would fall to the page: the list's Add button keeps it nearby.
  const removeTier = (i: number) => {
    focusId.current = `${prefix}-add-tier`;
    onChange({ ...draft, tiers: draft.tiers.filter((_, j) => j !== i) });
  };
  const removePlan = (i: number) => {
    focusId.current = `${prefix}-add-plan`;
    onChange({ ...draft, planMix: draft.planMix.filter((_, j) => j !== i) });
  };
  const listed = draft.planMix.reduce((sum, p) => sum + (Number(p.share.trim()) || 0), 0);
  const rest = Math.max(0, 100 - listed);

  return (
    <div className="space-y-4" role="group" aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`} className="text-sm font-semibold">
        Rates, scenario {name}
      </h3>
      {flat ? (
        <p className="text-xs text-muted-foreground">
          Flat commissions: plan rates and tiers apply to percentages only.
        </p>
      ) : null}
      <Group
        id={`${prefix}-tiers`}
        legend={`Volume tiers, scenario ${name}`}
        hint="From that many paying referrals per affiliate, every plan earns at least the tier's rate."
        problem={problem('tiers')}
      >
        {draft.tiers.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tiers: one rate at any volume.</p>
        ) : (
          <ol className="space-y-2">
            {draft.tiers.map((tier, i) => (
              <li key={i} className="flex flex-wrap items-start gap-2">
                <Field
                  id={`${prefix}-tier-${i}-from`}
                  label={`Tier ${i + 1}: from paying referrals`}
                  scenario={name}
                  inputMode="numeric"
                  value={tier.from}
                  problem={problem(`tiers.${i}.from`)}
                  onChange={(from) => setTier(i, { from })}
                />
                <span aria-hidden className="mt-7 text-muted-foreground">
                  →
                </span>
                <Field
                  id={`${prefix}-tier-${i}-rate`}
                  label={`Tier ${i + 1}: rate (%)`}
                  scenario={name}
                  value={tier.ratePercent}
                  problem={problem(`tiers.${i}.ratePercent`)}
                  onChange={(ratePercent) => setTier(i, { ratePercent })}
                />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="mt-5"
                  onClick={() => removeTier(i)}
                  aria-label={`Remove tier ${i + 1}, scenario ${name}`}
                >
                  Remove tier {i + 1}
                </Button>
              </li>
            ))}
          </ol>
        )}
        {draft.tiers.length < MAX_RATE_TIERS ? (
          <Button
            id={`${prefix}-add-tier`}
            type="button"
            variant="outline"
            size="sm"
            onClick={addTier}
            aria-label={`Add a tier, scenario ${name}`}
          >
            Add a tier
          </Button>
        ) : null}
      </Group>

      <Group
        id={`${prefix}-plans`}
        legend={`Plan mix, scenario ${name}`}
        hint="Plans with a rate of their own and their share of paying companies (each paying the same revenue). Shares start equal: the funnel does not know referred companies' plans."
        problem={problem('planMix')}
      >
        {draft.planMix.length > 0 ? (
          <ol className="space-y-2">
            {draft.planMix.map((plan, i) => (
              <li key={i} className="flex flex-wrap items-start gap-2">
                <Field
                  id={`${prefix}-plan-${i}-name`}
                  label={`Plan ${i + 1}: name`}
                  scenario={name}
                  inputMode="text"
                  wide
                  value={plan.name}
                  problem={problem(`planMix.${i}.name`)}
                  onChange={(value) => setPlan(i, { name: value })}
                />
                <Field
                  id={`${prefix}-plan-${i}-share`}
                  label={`Plan ${i + 1}: share (%)`}
                  scenario={name}
                  value={plan.share}
                  problem={problem(`planMix.${i}.share`)}
                  onChange={(share) => setPlan(i, { share })}
                />
                <Field
                  id={`${prefix}-plan-${i}-rate`}
                  label={`Plan ${i + 1}: rate (%)`}
                  scenario={name}
                  value={plan.ratePercent}
                  problem={problem(`planMix.${i}.ratePercent`)}
                  onChange={(ratePercent) => setPlan(i, { ratePercent })}
                />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="mt-5"
                  onClick={() => removePlan(i)}
                  aria-label={`Remove plan ${i + 1}, scenario ${name}`}
                >
                  Remove plan {i + 1}
                </Button>
              </li>
            ))}
          </ol>
        ) : null}
        <p className="text-sm" data-testid={`${prefix}-other-plans`}>
          Other plans: {Number(rest.toFixed(2))}% of paying companies at the programme rate (
          {baseRate.trim() || '—'}%).
        </p>
        {draft.planMix.length < MAX_PLAN_SHARES ? (
          <Button
            id={`${prefix}-add-plan`}
            type="button"
            variant="outline"
            size="sm"
            onClick={addPlan}
            aria-label={`Add a plan, scenario ${name}`}
          >
            Add a plan
          </Button>
        ) : null}
      </Group>
    </div>
  );
}
