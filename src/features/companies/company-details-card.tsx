import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { CompanyEntry } from '@/lib/companies/companies-store';
import { YOUR_ROLE } from '@/lib/companies/role-labels';
import { mayDo } from '@contracts/company-permissions';
import { useOperation } from '@/lib/data/use-action';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { Spinner } from '@/lib/ui/spinner';
import { CompanyDetailsFields } from './company-details-fields';
import { companyFormSchema } from './company-form-schema';
import { markSlugTaken, reportCompanySaveError } from './slug-taken';
import { useSlugAvailability } from './use-slug-availability';

/** The company's details: a form for owners and admins, read-only for members. */
export function CompanyDetailsCard({ entry }: { entry: CompanyEntry }) {
  const { company, role } = entry;
  const editable = mayDo(role, 'edit');
  const form = useForm({
    resolver: zodResolver(companyFormSchema),
    // Follows the live document; edits in progress are kept when it changes underneath.
    values: {
      name: company.name,
      slug: company.slug,
      logoUrl: company.logoUrl ?? '',
      website: company.website ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const slug = useWatch({ control: form.control, name: 'slug' });
  const slugStatus = useSlugAvailability(slug, company.slug);
  const { isSubmitting, isDirty } = form.formState;
  const saving = useOperation('companyOperations', 'update', {
    // The company arrives through its live listener. Refreshing this callable's reads would ask
    // whether the slug just saved is free, and show it as taken until the document catches up.
    invalidates: [],
    success: 'Company details saved.',
    // A taken slug goes under its field; anything else is a toast (reportCompanySaveError).
    errorToast: false,
    onSuccess: (_answer, values) =>
      form.reset({
        name: values.name,
        slug: values.slug,
        logoUrl: values.logoUrl ?? '',
        website: values.website ?? '',
      }),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (slugStatus === 'taken') {
      markSlugTaken(form.setError);
      return;
    }
    await saving
      .runAsync({ companyId: company.id, ...values })
      .catch((error: unknown) => reportCompanySaveError(error, form.setError));
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
        <CardDescription>
          {editable
            ? 'Everyone in the company sees these.'
            : `Only owners and admins can change these. ${YOUR_ROLE[role]}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {editable ? (
          <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Company details">
            <CompanyDetailsFields form={form} slugStatus={slugStatus} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                type="button"
                variant="outline"
                disabled={!isDirty || isSubmitting}
                onClick={() => form.reset()}
              >
                Discard changes
              </Button>
              <Button type="submit" disabled={!isDirty || isSubmitting}>
                {isSubmitting ? <Spinner label="Saving" /> : null} Save changes
              </Button>
            </div>
          </form>
        ) : (
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">Name</dt>
              <dd className="font-medium">{company.name}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Slug</dt>
              <dd className="font-mono">{company.slug}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-muted-foreground">Website</dt>
              <dd className="truncate">
                {company.website ? (
                  <a
                    href={company.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {company.website}
                  </a>
                ) : (
                  'Not set'
                )}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-muted-foreground">Logo</dt>
              <dd className="truncate">{company.logoUrl ? 'Set' : 'Not set (initials shown)'}</dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
