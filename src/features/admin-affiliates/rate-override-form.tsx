import {
  rateOverrideSchema,
  type CommissionType,
  type RateOverride,
} from '@contracts/affiliate-programme';
import { useState, type FormEvent } from 'react';
import { Button } from '@/lib/ui/button';
import { Input } from '@/lib/ui/input';
import { Label } from '@/lib/ui/label';
import { Select } from '@/lib/ui/select';

type TypeChoice = 'programme' | CommissionType;
const TYPE_OPTIONS: { value: TypeChoice; label: string }[] = [
  { value: 'programme', label: "The programme's" },
  { value: 'percentage', label: 'Percentage of each invoice' },
  { value: 'flat', label: 'Flat amount per paying company' },
];

const text = (value: number | null | undefined) =>
  value === undefined || value === null ? '' : String(value);

/** The fields as typed (empty: the programme's), parsed into an override or the first problem. */
export function parseOverride(fields: {
  commissionType: TypeChoice;
  ratePercent: string;
  flatDollars: string;
  recurringMonths: string;
}): { override: RateOverride | null } | { error: string } {
  const draft: Record<string, unknown> = {};
  if (fields.commissionType !== 'programme') draft.commissionType = fields.commissionType;
  if (fields.ratePercent.trim()) draft.ratePercent = Number(fields.ratePercent);
  if (fields.flatDollars.trim())
    draft.flatAmountCents = Math.round(Number(fields.flatDollars) * 100);
  if (fields.recurringMonths.trim()) draft.recurringMonths = Number(fields.recurringMonths);
  const parsed = rateOverrideSchema.safeParse(draft);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    const names: Record<string, string> = {
      ratePercent: 'Rate must be between 0 and 100 percent.',
      flatAmountCents: 'The flat amount must be a positive number of dollars.',
      recurringMonths: 'Recurring months must be a whole number from 1 to 120.',
    };
    return { error: names[field] ?? 'Check the values.' };
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
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseOverride({ commissionType, ratePercent, flatDollars, recurringMonths });
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    onSave(result.override);
  };

  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <div className="space-y-2">
        <Label htmlFor="override-type">Commission type</Label>
        <Select
          id="override-type"
          value={commissionType}
          options={TYPE_OPTIONS}
          onValueChange={setCommissionType}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="space-y-2">
          <Label htmlFor="override-rate">Rate (%)</Label>
          <Input
            id="override-rate"
            inputMode="decimal"
            value={ratePercent}
            onChange={(event) => setRatePercent(event.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="override-flat">Flat amount ($)</Label>
          <Input
            id="override-flat"
            inputMode="decimal"
            value={flatDollars}
            onChange={(event) => setFlatDollars(event.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="override-months">Recurring months</Label>
          <Input
            id="override-months"
            inputMode="numeric"
            value={recurringMonths}
            onChange={(event) => setRecurringMonths(event.target.value)}
          />
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="outline">
        Save override
      </Button>
    </form>
  );
}
