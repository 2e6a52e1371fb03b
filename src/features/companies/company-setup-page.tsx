import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { setActiveCompany, useCompanies } from '@/lib/companies/use-companies';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { PageHeader } from '@/lib/ui/page-header';
import { Spinner } from '@/lib/ui/spinner';
import { useSafeRedirectParam } from '@/lib/use-safe-redirect-param';
import { createCompany } from './company-api';
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

  const setSlug = (value: string) =>
    form.setValue('slug', value, { shouldValidate: isSubmitted, shouldDirty: true });

  const onSubmit = form.handleSubmit(async (values) => {
    if (slugStatus === 'taken') {
      markSlugTaken(form.setError);
      return;
    }
    try {
      const companyId = await createCompany(values);
      void setActiveCompany(companyId, { joining: true });
      toast.success(`${values.name} is ready. Next, invite your team.`);
      await navigate(redirect ?? paths.company.path);
    } catch (error) {
      reportCompanySaveError(error, form.setError);
    }
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
              <Button asChild variant="outline">
                <Link to={paths.dashboard.path}>Cancel</Link>
              </Button>
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
