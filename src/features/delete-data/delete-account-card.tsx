import { DELETE_ACCOUNT_PHRASE, type DeletionBlocked } from '@contracts/account';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAction } from '@/lib/data/use-action';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import { Spinner } from '@/lib/ui/spinner';
import { deleteMyAccount, hasPassword } from './delete-account-api';

function BlockedByCompanies({
  blocked,
}: {
  blocked: Extract<DeletionBlocked, { reason: 'owns-companies' }>;
}) {
  return (
    <ul className="mt-2 list-disc pl-5">
      {blocked.companies.map((company) => (
        <li key={company.id}>
          {company.name} ({company.memberCount} {company.memberCount === 1 ? 'member' : 'members'})
        </li>
      ))}
    </ul>
  );
}

/** The signed-in part of /delete-data: re-authenticate, type the phrase, delete. */
export function DeleteAccountCard({ email }: { email: string | null }) {
  const navigate = useNavigate();
  const withPassword = hasPassword();
  const [password, setPassword] = useState('');
  const [phrase, setPhrase] = useState('');
  // Why the last try did not delete the account (deleteMyAccount words every failure).
  const [problem, setProblem] = useState<{ message: string; blocked?: DeletionBlocked } | null>(
    null,
  );
  const deleting = useAction((password: string | null) => deleteMyAccount(password), {
    success: (outcome) => (outcome.ok ? 'Your account and your data were deleted. Goodbye!' : null),
    onSuccess: (outcome) =>
      outcome.ok ? navigate(paths.home.path, { replace: true }) : setProblem(outcome),
  });
  const busy = deleting.pending;
  const ready =
    phrase.trim().toLowerCase() === DELETE_ACCOUNT_PHRASE && (!withPassword || password);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setProblem(null);
    deleting.run(withPassword ? password : null);
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>Delete my account</CardTitle>
        <CardDescription>Signed in as {email ?? 'you'}. This cannot be undone.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-5" onSubmit={submit} noValidate>
          {withPassword ? (
            <FormField id="delete-password" label="Your password">
              <Input
                id="delete-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
          ) : (
            <p className="text-sm text-muted-foreground">
              You will confirm with your sign-in provider in a pop-up window.
            </p>
          )}
          <FormField
            id="delete-phrase"
            label={`Type "${DELETE_ACCOUNT_PHRASE}" to confirm`}
            hint="This is to make sure nobody deletes an account by accident."
          >
            <Input
              autoComplete="off"
              value={phrase}
              onChange={(e) => setPhrase(e.target.value)}
              {...fieldAria('delete-phrase', undefined, true)}
            />
          </FormField>
          {problem ? (
            <Alert variant="destructive">
              {problem.message}
              {problem.blocked?.reason === 'owns-companies' ? (
                <>
                  <BlockedByCompanies blocked={problem.blocked} />
                  <p className="mt-2">
                    Go to{' '}
                    <Link className="font-medium underline" to={paths.company.path}>
                      Company Management
                    </Link>{' '}
                    to transfer ownership or delete a company.
                  </p>
                </>
              ) : null}
            </Alert>
          ) : null}
          <Button type="submit" variant="destructive" disabled={!ready || busy}>
            {busy ? <Spinner label="Deleting" /> : null}
            Delete my account and data
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
