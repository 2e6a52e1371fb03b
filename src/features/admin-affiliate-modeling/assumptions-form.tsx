import { cn } from '@/lib/cn';
import { HeaderRow } from '@/lib/ui/header-row';
import { FIELDS, type Draft, type DraftProblems, type FieldKey } from './model';

export type Scenario = 'a' | 'b';

export const SCENARIO_NAMES: Record<Scenario, string> = {
  a: 'A (current programme)',
  b: 'B (what-if)',
};

const inputClass =
  'flex h-9 w-full min-w-24 rounded-md border border-input bg-card px-2 py-1 text-sm tabular-nums shadow-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive';

/**
 * The two scenarios' assumptions side by side: one row per assumption, a column per scenario.
 * Each field is named "<assumption>, scenario <A|B>" and shows its problem under it.
 */
export function AssumptionsForm({
  drafts,
  problems,
  onChange,
}: {
  drafts: Record<Scenario, Draft>;
  problems: Record<Scenario, DraftProblems>;
  onChange: (scenario: Scenario, key: FieldKey, value: string) => void;
}) {
  const cell = (scenario: Scenario, spec: (typeof FIELDS)[number]) => {
    const id = `assumption-${scenario}-${spec.key}`;
    const problem = problems[scenario][spec.key];
    const label = `${spec.label}, scenario ${scenario.toUpperCase()}`;
    const common = {
      id,
      'aria-label': label,
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `${id}-problem` : undefined,
      className: inputClass,
    } as const;
    return (
      <td key={scenario} className="px-2 py-1.5 align-top">
        {spec.kind === 'type' ? (
          <select
            {...common}
            value={drafts[scenario][spec.key]}
            onChange={(e) => onChange(scenario, spec.key, e.target.value)}
          >
            <option value="percentage">Percentage of revenue</option>
            <option value="flat">Flat per new paying company</option>
          </select>
        ) : (
          <input
            {...common}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={'blank' in spec ? spec.blank : undefined}
            value={drafts[scenario][spec.key]}
            onChange={(e) => onChange(scenario, spec.key, e.target.value)}
          />
        )}
        {problem ? (
          <p id={`${id}-problem`} className="mt-1 text-xs text-destructive">
            {problem}
          </p>
        ) : null}
      </td>
    );
  };

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Assumptions of scenarios A and B</caption>
        <thead>
          <HeaderRow
            className="border-b text-left"
            cellClassName="px-2 py-1.5 font-medium"
            cells={['Assumption', SCENARIO_NAMES.a, SCENARIO_NAMES.b]}
          />
        </thead>
        <tbody>
          {FIELDS.map((spec) => (
            <tr
              key={spec.key}
              className={cn(
                'border-b last:border-0',
                drafts.a[spec.key] !== drafts.b[spec.key] && 'bg-muted/40',
              )}
            >
              <th scope="row" className="px-2 py-1.5 text-left align-top font-normal">
                {spec.label}
                {'hint' in spec ? (
                  <span className="block text-xs text-muted-foreground">{spec.hint}</span>
                ) : null}
              </th>
              {cell('a', spec)}
              {cell('b', spec)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
