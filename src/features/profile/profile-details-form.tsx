import { zodResolver } from '@hookform/resolvers/zod';
import {
  BIO_MAX,
  profileUpdateSchema,
  type Profile,
  type ProfileUpdate,
  type ProfileUpdateInput,
  type PublicFields,
} from '@contracts/profile';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useOperation } from '@/lib/data/use-action';
import { callableFieldIssue, callableMessage } from '@/lib/firebase/callable-errors';
import { PublicProfileCard } from '@/lib/profile/public-profile-card';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { ImageUrlField, previewable } from '@/lib/ui/image-url-field';
import { Spinner } from '@/lib/ui/spinner';
import { SwitchField } from '@/lib/ui/switch';
import { formFields, TextareaField, TextField } from '@/lib/ui/text-field';

type Values = ProfileUpdateInput;

const fieldNames = ['displayName', 'photoURL', 'bio', 'publicFields'] as const;

const toValues = (profile: Profile): Values => ({
  displayName: profile.displayName ?? '',
  photoURL: profile.photoURL ?? '',
  bio: profile.bio ?? '',
  publicFields: profile.publicFields,
});

const toggles: { key: keyof PublicFields; label: string; description: string }[] = [
  {
    key: 'photo',
    label: 'Photo',
    description: 'Your picture (visitors see your initials otherwise).',
  },
  { key: 'bio', label: 'Bio', description: 'The few words about you above.' },
  { key: 'joinedAt', label: 'Joined date', description: 'The month and year you joined Parley.' },
];

/**
 * Display name, photo, bio and what the public profile shows, with a live preview of the public
 * page. Saved through profileOperations, which also updates the public profile and sign-in name.
 */
export function ProfileDetailsForm({
  profile,
  joinedAt,
  onSaved,
}: {
  profile: Profile;
  /** When the account was created (ms), for the preview. */
  joinedAt: number | null;
  onSaved: (profile: Profile) => void;
}) {
  const form = useForm<Values, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: toValues(profile),
  });
  const { isSubmitting, isDirty } = form.formState;
  const [displayName, photoURL, bio, publicFields] = useWatch({
    control: form.control,
    name: ['displayName', 'photoURL', 'bio', 'publicFields'],
  });
  const saving = useOperation('profileOperations', 'update', {
    success: 'Your profile is saved.',
    // A refused field is marked on the form; anything else is said above the buttons.
    errorToast: false,
    onSuccess: ({ profile: saved }) => {
      form.reset(toValues(saved));
      onSaved(saved);
    },
  });
  const failure =
    saving.error && !callableFieldIssue(saving.error, fieldNames)
      ? callableMessage(saving.error)
      : null;

  const onSubmit = form.handleSubmit((values) =>
    saving.runAsync(values).then(
      () => undefined,
      (error: unknown) => {
        const issue = callableFieldIssue(error, fieldNames);
        if (issue) form.setError(issue.field, { message: issue.message }, { shouldFocus: true });
      },
    ),
  );

  const bioLength = bio?.length ?? 0;
  const preview = {
    username: profile.username,
    displayName: displayName?.trim() || profile.username || 'Your name',
    photoURL: publicFields?.photo ? previewable(photoURL) : null,
    bio: publicFields?.bio ? bio?.trim() || null : null,
    joinedAt: publicFields?.joinedAt ? joinedAt : null,
  };

  const field = formFields(form, 'profile');
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Profile details">
      <TextField {...field('displayName')} label="Display name" autoComplete="name" />
      <ImageUrlField
        {...field('photoURL')}
        label="Photo URL (optional)"
        url={photoURL}
        initialsOf={displayName}
        placeholder="https://example.com/me.png"
      />
      <TextareaField
        {...field('bio')}
        label="Bio (optional)"
        hint={
          <span className={bioLength > BIO_MAX ? 'text-destructive' : undefined}>
            A few words about you. {bioLength}/{BIO_MAX} characters.
          </span>
        }
        rows={3}
      />

      <fieldset className="rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">What my public profile shows</legend>
        <p className="text-xs text-muted-foreground">
          Your display name and username are always shown.
        </p>
        <div className="divide-y">
          {toggles.map(({ key, label, description }) => (
            <Controller
              key={key}
              control={form.control}
              name={`publicFields.${key}`}
              render={({ field: shown }) => (
                <SwitchField
                  id={`public-${key}`}
                  label={`Show my ${label.toLowerCase()}`}
                  description={description}
                  checked={shown.value}
                  onCheckedChange={shown.onChange}
                />
              )}
            />
          ))}
        </div>
      </fieldset>

      <section aria-labelledby="profile-preview-heading" className="space-y-3">
        <h3 id="profile-preview-heading" className="text-sm font-semibold">
          Preview of your public page
        </h3>
        <div className="rounded-lg border bg-background p-4" data-testid="public-preview">
          <PublicProfileCard profile={preview} heading="h4" />
        </div>
        {profile.username ? null : (
          <p className="text-xs text-muted-foreground">
            Choose a username below to get a public page.
          </p>
        )}
      </section>

      {failure ? <Alert variant="destructive">{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          disabled={!isDirty || isSubmitting}
          onClick={() => {
            saving.reset();
            form.reset();
          }}
        >
          Discard changes
        </Button>
        <Button type="submit" disabled={!isDirty || isSubmitting}>
          {isSubmitting ? <Spinner label="Saving" /> : null} Save profile
        </Button>
      </div>
    </form>
  );
}
