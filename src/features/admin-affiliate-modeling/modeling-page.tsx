import type { Funnel } from '@contracts/admin-affiliate-model';
import { Settings } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { downloadCsv } from '@/lib/csv';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Button } from '@/lib/ui/button';
import { ExportCsvButton } from '@/lib/ui/export-csv-button';
import { PeriodButtons } from '@/lib/ui/period-buttons';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { Label } from '@/lib/ui/label';
import { PageHeader } from '@/lib/ui/page-header';
import { RefreshButton } from '@/lib/ui/refresh-button';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { TitledSection } from '@/lib/ui/titled-section';
import { AssumptionsForm, type Scenario } from './assumptions-form';
import {
  assumptionsFromFunnel,
  draftProblems,
  FUNNEL_PERIODS,
  fromDraft,
  projectionCsv,
  toDraft,
  type Draft,
  type FieldKey,
} from './model';
import { RateRulesForm } from './rate-rules-form';
import type { RulesDraft } from './rules-draft';
import { HORIZON_MAX, HORIZON_MIN, project, type Projection } from './projection';
import { MonthlyTable, ProjectionChart, TotalsTable } from './projection-results';
import { FIGURES_GRID, FunnelFigures, LOADING_BLOCKS, SETTINGS_PATH } from './funnel-figures';
import { useFunnel } from './use-funnel';

interface Drafts {
  /** The funnel answer they were made from (A is reset when it changes). */
  source: string;
  a: Draft;
  b: Draft;
  /** B was edited, so a new funnel does not overwrite it. */
  bEdited: boolean;
}

const funnelKey = (f: Funnel) => `${f.from}_${f.to}_${f.computedAt}`;

export default function AffiliateModelingPage() {
  const horizonId = useId();
  const [days, setDays] = useState<number>(90);
  const [horizon, setHorizon] = useState<number>(HORIZON_MIN);
  const query = useFunnel(days);
  const funnel = query.data ?? null;
  const [drafts, setDrafts] = useState<Drafts | null>(null);

  // A follows the real funnel; B keeps the admin's edits (state derived while rendering).
  if (funnel && drafts?.source !== funnelKey(funnel)) {
    const a = toDraft(assumptionsFromFunnel(funnel));
    setDrafts({
      source: funnelKey(funnel),
      a,
      b: drafts?.bEdited ? drafts.b : a,
      bEdited: drafts?.bEdited ?? false,
    });
  }

  const problems = useMemo(
    () => ({ a: drafts ? draftProblems(drafts.a) : {}, b: drafts ? draftProblems(drafts.b) : {} }),
    [drafts],
  );
  const projections = useMemo<Record<Scenario, Projection | null>>(() => {
    const of = (draft: Draft | undefined) => {
      const assumptions = draft ? fromDraft(draft) : null;
      return assumptions ? project(assumptions, horizon) : null;
    };
    return { a: of(drafts?.a), b: of(drafts?.b) };
  }, [drafts, horizon]);

  const change = (scenario: Scenario, key: FieldKey, value: string) =>
    setDrafts((current) =>
      current
        ? {
            ...current,
            [scenario]: { ...current[scenario], [key]: value },
            bEdited: current.bEdited || scenario === 'b',
          }
        : current,
    );
  const changeRules = (scenario: Scenario, rules: RulesDraft) =>
    setDrafts((current) =>
      current
        ? {
            ...current,
            [scenario]: { ...current[scenario], ...rules },
            bEdited: current.bEdited || scenario === 'b',
          }
        : current,
    );
  const resetA = () =>
    funnel &&
    setDrafts((current) =>
      current ? { ...current, a: toDraft(assumptionsFromFunnel(funnel)) } : current,
    );
  const copyAToB = () =>
    setDrafts((current) => (current ? { ...current, b: current.a, bEdited: false } : current));

  const loading = query.isFetching;
  const invalid = (['a', 'b'] as const).filter((s) => Object.keys(problems[s]).length > 0);

  return (
    <>
      <PageHeader
        title="Affiliate Modelling"
        description="Project the programme from its real funnel, and compare the current terms (A) with a what-if (B)."
        actions={
          <ExportCsvButton
            disabled={!drafts || (!projections.a && !projections.b)}
            onClick={() =>
              downloadCsv(
                projectionCsv(projections.a, projections.b, horizon),
                `affiliate-model-${horizon}-months.csv`,
              )
            }
          />
        }
      />
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <PeriodButtons
          label="Funnel period"
          options={FUNNEL_PERIODS}
          value={days}
          onChange={setDays}
        />
        <div className="ml-auto flex gap-2">
          <RefreshButton loading={loading} onClick={() => void query.refetch()} />
          <Button variant="outline" size="sm" asChild>
            <Link to={SETTINGS_PATH}>
              <Settings aria-hidden /> Programme settings
            </Link>
          </Button>
        </div>
      </div>

      {query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()} className="mb-6">
          {callableMessage(query.error)}
        </RetryAlert>
      ) : null}

      {funnel && drafts ? (
        <div className="space-y-8" aria-busy={loading}>
          <FunnelFigures funnel={funnel} />

          <Card role="group" aria-labelledby="assumptions-title">
            <CardHeader>
              <CardTitle id="assumptions-title">Assumptions</CardTitle>
              <CardDescription>
                A starts from the real funnel (growth 0) and the current programme settings, plan
                rates and tiers included; B starts as a copy. Edit either: the projection follows as
                you type. Months are 30 days; the minimum payout is approximated by equal balances
                per affiliate.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <div className="flex flex-wrap items-end gap-3">
                <div className="space-y-1">
                  <Label htmlFor={horizonId}>Horizon (months)</Label>
                  <select
                    id={horizonId}
                    value={horizon}
                    onChange={(e) => setHorizon(Number(e.target.value))}
                    className="flex h-9 rounded-md border border-input bg-card px-2 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {Array.from({ length: HORIZON_MAX - HORIZON_MIN + 1 }, (_, i) => (
                      <option key={i} value={HORIZON_MIN + i}>
                        {HORIZON_MIN + i}
                      </option>
                    ))}
                  </select>
                </div>
                <Button variant="outline" size="sm" onClick={resetA}>
                  Reset A to the real funnel
                </Button>
                <Button variant="outline" size="sm" onClick={copyAToB}>
                  Copy A to B
                </Button>
              </div>
              <AssumptionsForm drafts={drafts} problems={problems} onChange={change} />
              <p className="text-sm text-muted-foreground" data-testid="tier-simplification">
                Simplified: every affiliate is taken to have the average paying referrals (new
                paying companies to date ÷ affiliates), and a tier reached in a month applies to all
                of that month; affiliates&apos; own rates are not modelled.
              </p>
              <div className="grid gap-6 lg:grid-cols-2">
                {(['a', 'b'] as const).map((s) => (
                  <RateRulesForm
                    key={s}
                    scenario={s}
                    draft={drafts[s]}
                    problems={problems[s]}
                    baseRate={drafts[s].ratePercent}
                    flat={drafts[s].commissionType === 'flat'}
                    onChange={(rules) => changeRules(s, rules)}
                  />
                ))}
              </div>
              {invalid.length > 0 ? (
                <p role="alert" className="text-sm text-destructive">
                  Scenario {invalid.map((s) => s.toUpperCase()).join(' and ')} has invalid fields;
                  its results show — until they are fixed.
                </p>
              ) : null}
            </CardContent>
          </Card>

          <TitledSection
            id="results-heading"
            title="Projection"
            className="space-y-6"
            titleClassName="text-lg font-semibold"
          >
            <TotalsTable projections={projections} horizon={horizon} />
            <ProjectionChart projections={projections} />
            <MonthlyTable projections={projections} horizon={horizon} />
          </TitledSection>
        </div>
      ) : query.isPending && !query.isError ? (
        <LoadingBlocks
          label="Loading the funnel"
          className={FIGURES_GRID}
          blocks={LOADING_BLOCKS}
        />
      ) : null}
    </>
  );
}
