import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { setActiveCompany, useCompanies } from '@/lib/companies/use-companies';
import { useOperation } from '@/lib/data/use-action';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { LinkButton } from '@/lib/ui/link-button';
import { PageHeader } from '@/lib/ui/page-header';
import { Spinner } from '@/lib/ui/spinner';
import { useSafeRedirectParam } from '@/lib/use-safe-redirect-param';
import { CompanyDetailsFields } from './company-details-fields';
import { companyFormSchema } from './company-form-schema';
import { markSlugTaken, reportCompanySaveError } from './slug-taken';
import { slugify } from './slug';
import { useSlugAvailability } from './use-slug-availability';

/** /company/setup: create a company; the slug follows the name until it is edited. */
export default function CompanySetupPage() {
  const navigate = useNavigate();
  const { entries } = useCompanies();
  // Sent here from somewhere that needs a company first (say, a plan chosen on /pricing).
  const redirect = useSafeRedirectParam();
  // Whether the slug was typed by hand; a ref, because only the handlers read it.
  const slugEdited = useRef(false);
  const form = useForm({
    resolver: zodResolver(companyFormSchema),
    defaultValues: { name: '', slug: '', logoUrl: '', website: '' },
  });
  const slug = useWatch({ control: form.control, name: 'slug' });
  const slugStatus = useSlugAvailability(slug);
  const { isSubmitting, isSubmitted } = form.formState;
  const creating = useOperation('companyOperations', 'create', {
    // The new company arrives through the live companies listener. Refreshing this callable's
    // reads would ask whether the slug just taken is free, and show it as taken before leaving.
    invalidates: [],
    success: (_answer, values) => `${values.name} is ready. Next, invite your team.`,
    // A taken slug goes under its field; anything else is a toast (reportCompanySaveError).
    errorToast: false,
    onSuccess: async ({ companyId }) => {
      void setActiveCompany(companyId, { joining: true });
      await navigate(redirect ?? paths.company.path);
    },
  });

  const setSlug = (value: string) =>
    form.setValue('slug', value, { shouldValidate: isSubmitted, shouldDirty: true });

  const onSubmit = form.handleSubmit(async (values) => {
    if (slugStatus === 'taken') {
      markSlugTaken(form.setError);
      return;
    }
    await creating
      .runAsync(values)
      .catch((error: unknown) => reportCompanySaveError(error, form.setError));
  });

  return (
    <>
      <PageHeader
        title={paths.companySetup.title}
        description="Create a workspace for your team. You can change these details later."
      />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Your company</CardTitle>
          <CardDescription>
            {entries.length > 0
              ? 'The new company becomes your active one; switch any time from the top bar.'
              : 'You will be its owner, and can invite your team right after.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Create a company">
            <CompanyDetailsFields
              form={form}
              slugStatus={slugStatus}
              onNameChange={(name) => {
                if (!slugEdited.current) setSlug(slugify(name));
              }}
              onSlugEdited={(value) => {
                // Emptying the slug hands it back to the name.
                slugEdited.current = value.trim() !== '';
                if (!slugEdited.current) setSlug(slugify(form.getValues('name')));
              }}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <LinkButton to={paths.dashboard.path} variant="outline">
                Cancel
              </LinkButton>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? <Spinner label="Creating" /> : null} Create company
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
