import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { ImageUrlField } from '@/lib/ui/image-url-field';
import { Input } from '@/lib/ui/input';
import { formFields, TextField } from '@/lib/ui/text-field';
import type { CompanyFormInput, CompanyFormValues } from './company-form-schema';
import { SlugStatusText } from './slug-status';
import type { SlugStatus } from './use-slug-availability';

export type CompanyForm = UseFormReturn<CompanyFormInput, unknown, CompanyFormValues>;

/** Name, slug, logo and website: the fields of the setup form and of the settings form. */
export function CompanyDetailsFields({
  form,
  slugStatus,
  onSlugEdited,
  onNameChange,
}: {
  form: CompanyForm;
  slugStatus: SlugStatus;
  /** The user typed in the slug field: stop deriving it from the name. */
  onSlugEdited?: (value: string) => void;
  onNameChange?: (value: string) => void;
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

  const field = formFields(form, 'company');
  return (
    <div className="space-y-5">
      <TextField
        {...field('name', {
          onChange: (event: { target: { value: string } }) => onNameChange?.(event.target.value),
        })}
        label="Company name"
        autoComplete="organization"
      />
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
          {...fieldAria('company-slug', slugError, true)}
          aria-describedby={[
            'company-slug-hint',
            'company-slug-status',
            slugError ? 'company-slug-error' : null,
          ]
            .filter(Boolean)
            .join(' ')}
          {...slugRegistration}
        />
        <SlugStatusText id="company-slug-status" status={slugStatus} slug={slug ?? ''} />
      </FormField>
      <ImageUrlField
        {...field('logoUrl')}
        label="Logo URL (optional)"
        url={logoUrl}
        initialsOf={name}
        shape="square"
        placeholder="https://example.com/logo.png"
      />
      <TextField
        {...field('website')}
        label="Website (optional)"
        type="url"
        inputMode="url"
        placeholder="https://example.com"
        autoComplete="url"
      />
    </div>
  );
}
