import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { Avatar } from '@/lib/companies/avatar';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import type { CompanyFormInput, CompanyFormValues } from './company-form-schema';
import { SlugStatusText } from './slug-status';
import type { SlugStatus } from './use-slug-availability';

/** Only a complete http(s) address is worth loading as a preview. */
function previewable(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\/[^/\s]+\.[^/\s]+\/.+/.test(url)) return null;
  return url;
}

export type CompanyForm = UseFormReturn<CompanyFormInput, unknown, CompanyFormValues>;

/** Name, slug, logo and website: the fields of the setup form and of the settings form. */
export function CompanyDetailsFields({
  form,
  slugStatus,
  onSlugEdited,
  onNameChange,
  disabled = false,
}: {
  form: CompanyForm;
  slugStatus: SlugStatus;
  /** The user typed in the slug field: stop deriving it from the name. */
  onSlugEdited?: (value: string) => void;
  onNameChange?: (value: string) => void;
  disabled?: boolean;
}) {
  const { errors } = form.formState;
  const [name, slug, logoUrl] = useWatch({
    control: form.control,
    name: ['name', 'slug', 'logoUrl'],
  });
  const slugError = errors.slug?.message;
  const slugRegistration = form.register('slug', {
    onChange: (event: { target: { value: string } }) => onSlugEdited?.(event.target.value),
  });

  return (
    <div className="space-y-5">
      <FormField id="company-name" label="Company name" error={errors.name?.message}>
        <Input
          autoComplete="organization"
          disabled={disabled}
          {...fieldAria('company-name', errors.name?.message)}
          {...form.register('name', {
            onChange: (event: { target: { value: string } }) => onNameChange?.(event.target.value),
          })}
        />
      </FormField>
      <FormField
        id="company-slug"
        label="Slug"
        error={slugError}
        hint="A short name for links: 3–48 lowercase letters, digits or hyphens."
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          disabled={disabled}
          {...fieldAria('company-slug', slugError, true)}
          aria-describedby={[
            'company-slug-hint',
            disabled ? null : 'company-slug-status',
            slugError ? 'company-slug-error' : null,
          ]
            .filter(Boolean)
            .join(' ')}
          {...slugRegistration}
        />
        {disabled ? null : (
          <SlugStatusText id="company-slug-status" status={slugStatus} slug={slug ?? ''} />
        )}
      </FormField>
      <FormField
        id="company-logo"
        label="Logo URL (optional)"
        error={errors.logoUrl?.message}
        hint="A link to a square image (https://…). Without one we show your initials."
      >
        <div className="flex items-center gap-3">
          <Avatar name={name} src={previewable(logoUrl)} size="md" shape="square" />
          <Input
            type="url"
            inputMode="url"
            placeholder="https://example.com/logo.png"
            disabled={disabled}
            {...fieldAria('company-logo', errors.logoUrl?.message, true)}
            {...form.register('logoUrl')}
          />
        </div>
      </FormField>
      <FormField id="company-website" label="Website (optional)" error={errors.website?.message}>
        <Input
          type="url"
          inputMode="url"
          placeholder="https://example.com"
          autoComplete="url"
          disabled={disabled}
          {...fieldAria('company-website', errors.website?.message)}
          {...form.register('website')}
        />
      </FormField>
    </div>
  );
}
