import {
  rateOverrideSchema,
  type CommissionType,
  type RateOverride,
} from '@contracts/affiliate-programme';
import { useState, type FormEvent } from 'react';
import { Button } from '@/lib/ui/button';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import { SelectField } from '@/lib/ui/select-field';

type TypeChoice = 'programme' | CommissionType;
const TYPE_OPTIONS: { value: TypeChoice; label: string }[] = [
  { value: 'programme', label: "The programme's" },
  { value: 'percentage', label: 'Percentage of each invoice' },
  { value: 'flat', label: 'Flat amount per paying company' },
];

const text = (value: number | null | undefined) =>
  value === undefined || value === null ? '' : String(value);

type Fields = {
  commissionType: TypeChoice;
  ratePercent: string;
  flatDollars: string;
  recurringMonths: string;
};
type NumberField = Exclude<keyof Fields, 'commissionType'>;

/** The schema's field behind each input, and what to say when it is wrong. */
const PROBLEMS: Record<string, { field: NumberField; message: string }> = {
  ratePercent: { field: 'ratePercent', message: 'Rate must be between 0 and 100 percent.' },
  flatAmountCents: {
    field: 'flatDollars',
    message: 'The flat amount must be a positive number of dollars.',
  },
  recurringMonths: {
    field: 'recurringMonths',
    message: 'Recurring months must be a whole number from 1 to 120.',
  },
};

/**
 * The fields as typed (empty: the programme's), parsed into an override or the first problem
 * with the input it is about (null: none in particular).
 */
export function parseOverride(
  fields: Fields,
): { override: RateOverride | null } | { error: string; field: NumberField | null } {
  const draft: Record<string, unknown> = {};
  if (fields.commissionType !== 'programme') draft.commissionType = fields.commissionType;
  if (fields.ratePercent.trim()) draft.ratePercent = Number(fields.ratePercent);
  if (fields.flatDollars.trim())
    draft.flatAmountCents = Math.round(Number(fields.flatDollars) * 100);
  if (fields.recurringMonths.trim()) draft.recurringMonths = Number(fields.recurringMonths);
  const parsed = rateOverrideSchema.safeParse(draft);
  if (!parsed.success) {
    const problem = PROBLEMS[String(parsed.error.issues[0]?.path[0] ?? '')];
    return problem
      ? { error: problem.message, field: problem.field }
      : { error: 'Check the values.', field: null };
  }
  return { override: Object.keys(parsed.data).length ? parsed.data : null };
}

/** The per-affiliate commission override; saving asks the page to confirm. */
export function RateOverrideForm({
  value,
  onSave,
}: {
  value: RateOverride | null;
  onSave: (next: RateOverride | null) => void;
}) {
  const [commissionType, setCommissionType] = useState<TypeChoice>(
    value?.commissionType ?? 'programme',
  );
  const [ratePercent, setRatePercent] = useState(text(value?.ratePercent));
  const [flatDollars, setFlatDollars] = useState(
    value?.flatAmountCents === undefined ? '' : String(value.flatAmountCents / 100),
  );
  const [recurringMonths, setRecurringMonths] = useState(text(value?.recurringMonths));
  const [problem, setProblem] = useState<{ error: string; field: NumberField | null } | null>(null);
  const errorOf = (field: NumberField) => (problem?.field === field ? problem.error : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseOverride({ commissionType, ratePercent, flatDollars, recurringMonths });
    if ('error' in result) {
      setProblem(result);
      return;
    }
    setProblem(null);
    onSave(result.override);
  };

  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <SelectField
        id="override-type"
        label="Commission type"
        value={commissionType}
        options={TYPE_OPTIONS}
        onValueChange={setCommissionType}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="override-rate" label="Rate (%)" error={errorOf('ratePercent')}>
          <Input
            {...fieldAria('override-rate', errorOf('ratePercent'))}
            inputMode="decimal"
            value={ratePercent}
            onChange={(event) => setRatePercent(event.target.value)}
          />
        </FormField>
        <FormField id="override-flat" label="Flat amount ($)" error={errorOf('flatDollars')}>
          <Input
            {...fieldAria('override-flat', errorOf('flatDollars'))}
            inputMode="decimal"
            value={flatDollars}
            onChange={(event) => setFlatDollars(event.target.value)}
          />
        </FormField>
        <FormField id="override-months" label="Recurring months" error={errorOf('recurringMonths')}>
          <Input
            {...fieldAria('override-months', errorOf('recurringMonths'))}
            inputMode="numeric"
            value={recurringMonths}
            onChange={(event) => setRecurringMonths(event.target.value)}
          />
        </FormField>
      </div>
      {problem && problem.field === null ? (
        <p role="alert" className="text-sm text-destructive">
          {problem.error}
        </p>
      ) : null}
      <Button type="submit" variant="outline">
        Save override
      </Button>
    </form>
  );
}
