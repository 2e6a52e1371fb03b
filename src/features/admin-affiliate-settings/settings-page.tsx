import { zodResolver } from '@hookform/resolvers/zod';
import type { ProgrammeSettings } from '@contracts/affiliate-programme';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { termsRows } from '@/lib/affiliate-programme/terms-words';
import { useProgrammeSettings } from '@/lib/affiliate-programme/use-programme-settings';
import { usePlans } from '@/lib/billing/use-plans';
import { queryKeys } from '@/lib/data/keys';
import { useOperation } from '@/lib/data/use-action';
import { queryClient } from '@/lib/query-client';
import { Button } from '@/lib/ui/button';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import { PageHeader } from '@/lib/ui/page-header';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { Select } from '@/lib/ui/select';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { SwitchField } from '@/lib/ui/switch';
import { CommissionRulesFields } from './commission-rules-fields';
import { settingsFormSchema, toForm, toSettings, type SettingsForm } from './settings-form';

const TYPE_OPTIONS = [
  { value: 'percentage', label: 'Percentage of each payment' },
  { value: 'flat', label: 'Flat amount per new customer' },
] as const;
const MODEL_OPTIONS = [
  { value: 'firstTouch', label: 'First touch (the first link clicked)' },
  { value: 'lastTouch', label: 'Last touch (the last link clicked)' },
] as const;

/** "$50 → €50, ¥50": what an unlisted currency's minimum is, from the USD one as typed. */
const faceValueExample = (dollars: string) => {
  const amount = /^\d+(\.\d{1,2})?$/.test(dollars.trim()) ? dollars.trim() : '50';
  const whole = String(Math.floor(Number(amount)));
  return `$${amount} → €${amount}, ¥${whole}`;
};

function SettingsEditor({ initial }: { initial: ProgrammeSettings }) {
  const form = useForm<SettingsForm>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toForm(initial),
  });
  const [pending, setPending] = useState<ProgrammeSettings | null>(null);
  const catalogue = usePlans();
  const planNames =
    catalogue.status === 'ready'
      ? Object.fromEntries(catalogue.plans.map((plan) => [plan.id, plan.name]))
      : undefined;
  const saving = useOperation('adminAffiliateProgrammeOperations', 'updateSettings', {
    success: 'Programme settings saved.',
    onSuccess: ({ settings }) => {
      // Both copies (the admin's and the public pages') hold what was saved.
      queryClient.setQueryData(queryKeys.programme.liveSettings, settings);
      queryClient.setQueryData(queryKeys.programme.settings, settings);
      form.reset(toForm(settings));
      setPending(null);
    },
  });
  const { errors, isDirty } = form.formState;
  const values = useWatch({ control: form.control }) as SettingsForm;
  const parsed = settingsFormSchema.safeParse(values);
  const preview = parsed.success ? toSettings(parsed.data) : null;

  const onSubmit = form.handleSubmit((value) => setPending(toSettings(value)));

  type TextName = Exclude<keyof SettingsForm, 'planRates' | 'tiers'>;
  const text = (name: TextName, label: string, hint?: string, prefix?: string) => {
    const error = errors[name]?.message;
    const id = `settings-${name}`;
    return (
      <FormField id={id} label={label} hint={hint} error={error}>
        <div className="flex items-center gap-2">
          {prefix ? <span className="text-sm text-muted-foreground">{prefix}</span> : null}
          <Input
            inputMode="decimal"
            {...fieldAria(id, error, Boolean(hint))}
            {...form.register(name)}
          />
        </div>
      </FormField>
    );
  };

  const percentage = values.commissionType === 'percentage';
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <form noValidate onSubmit={onSubmit} className="space-y-8 lg:col-span-2">
        <fieldset className="space-y-5 rounded-xl border bg-card p-6">
          <legend className="px-1 text-lg font-semibold">Commission</legend>
          <div className="space-y-2">
            <label htmlFor="settings-commissionType" className="text-sm font-medium">
              Commission type
            </label>
            <Controller
              control={form.control}
              name="commissionType"
              render={({ field }) => (
                <Select
                  id="settings-commissionType"
                  value={field.value}
                  onValueChange={field.onChange}
                  options={[...TYPE_OPTIONS]}
                />
              )}
            />
          </div>
          {percentage
            ? text('ratePercent', 'Rate (%)', 'Percent of each paid invoice.')
            : text('flatDollars', 'Flat amount', 'Paid once per new paying company.', '$')}
          {percentage ? (
            <>
              <Controller
                control={form.control}
                name="lifetime"
                render={({ field }) => (
                  <SwitchField
                    id="settings-lifetime"
                    label="For the customer's lifetime"
                    description="Every payment earns, as long as the customer pays."
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
              {values.lifetime
                ? null
                : text(
                    'recurringMonths',
                    'Recurring months',
                    'Months after the first paid invoice that keep earning.',
                  )}
              <CommissionRulesFields form={form} />
            </>
          ) : null}
        </fieldset>
        <fieldset className="space-y-5 rounded-xl border bg-card p-6">
          <legend className="px-1 text-lg font-semibold">Payouts</legend>
          {text('holdDays', 'Hold (days)', 'Commissions are held this long (refund window).')}
          {text(
            'minimumPayoutDollars',
            'Minimum payout (USD)',
            'A smaller USD balance rolls over to the next payout.',
            '$',
          )}
          <FormField
            id="settings-otherMinimums"
            label="Minimums in other currencies"
            hint={`Each currency is paid on its own. One minimum per currency, e.g. EUR 45, JPY 7500. A currency not listed uses the USD minimum at the same face value (${faceValueExample(values.minimumPayoutDollars)}).`}
            error={errors.otherMinimums?.message}
          >
            <Input
              {...fieldAria('settings-otherMinimums', errors.otherMinimums?.message, true)}
              {...form.register('otherMinimums')}
              placeholder="EUR 45, JPY 7500"
            />
          </FormField>
          {text(
            'payoutDayOfMonth',
            'Payout day of the month',
            'From 1 to 28. The month’s payout batch is generated by itself on this day (00:00 UTC).',
          )}
        </fieldset>
        <fieldset className="space-y-5 rounded-xl border bg-card p-6">
          <legend className="px-1 text-lg font-semibold">Attribution and applications</legend>
          {text(
            'attributionWindowDays',
            'Attribution window (days)',
            'A sign-up this long after a visit is still credited.',
          )}
          <div className="space-y-2">
            <label htmlFor="settings-attributionModel" className="text-sm font-medium">
              Attribution model
            </label>
            <Controller
              control={form.control}
              name="attributionModel"
              render={({ field }) => (
                <Select
                  id="settings-attributionModel"
                  value={field.value}
                  onValueChange={field.onChange}
                  options={[...MODEL_OPTIONS]}
                />
              )}
            />
          </div>
          <Controller
            control={form.control}
            name="autoApprove"
            render={({ field }) => (
              <SwitchField
                id="settings-autoApprove"
                label="Approve applications automatically"
                description="Applicants become affiliates on submission (the username is still checked)."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </fieldset>
        <div className="flex gap-2">
          <Button type="submit" disabled={!isDirty}>
            Save settings
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={!isDirty}
            onClick={() => form.reset(toForm(initial))}
          >
            Discard changes
          </Button>
        </div>
      </form>
      <aside aria-labelledby="settings-preview-title" className="space-y-3">
        <h2 id="settings-preview-title" className="text-lg font-semibold">
          As the public pages show it
        </h2>
        {preview ? (
          <dl className="divide-y rounded-xl border bg-card text-sm">
            {termsRows(preview, planNames).map((row) => (
              <div key={row.label} className="px-4 py-3">
                <dt className="font-medium text-muted-foreground">{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">Fix the highlighted fields to preview.</p>
        )}
      </aside>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Save the programme settings?"
        description="The public programme pages show the new terms at once. New commissions, holds and payouts follow them; commissions already earned keep their amounts."
        confirmLabel="Save settings"
        busy={saving.pending}
        onConfirm={() => pending && saving.run(pending)}
      />
    </div>
  );
}

/** /admin/affiliates/settings: the programme's terms, edited by super admins (audited). */
export default function AffiliateSettingsPage() {
  const state = useProgrammeSettings({ live: true });
  return (
    <>
      <PageHeader
        title="Programme settings"
        description="The affiliate programme's terms: commission, duration, hold, payouts and attribution."
      />
      {state.status === 'loading' ? (
        <LoadingBlocks
          label="Loading the settings"
          className="space-y-4"
          blocks={['h-48 w-full', 'h-48 w-full']}
        />
      ) : null}
      {state.status === 'error' ? (
        <RetryAlert onRetry={state.retry} className="mb-0">
          We could not load the programme settings.
        </RetryAlert>
      ) : null}
      {state.status === 'ready' ? <SettingsEditor initial={state.settings} /> : null}
    </>
  );
}
