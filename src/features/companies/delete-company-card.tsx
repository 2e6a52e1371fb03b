import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { Company } from '@/lib/companies/company-model';
import { useOperation } from '@/lib/data/use-action';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { Input } from '@/lib/ui/input';
import { Label } from '@/lib/ui/label';

/** Owner only: delete the company, after typing its slug. */
export function DeleteCompanyCard({ company }: { company: Company }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === company.slug;
  const deleting = useOperation('companyOperations', 'delete', {
    success: `${company.name} was deleted.`,
    onSuccess: async () => {
      setOpen(false);
      await navigate(paths.dashboard.path);
    },
  });
  const busy = deleting.pending;

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) setTyped('');
  }

  /** `confirmation` is the slug as the owner typed it; the server compares it too. */
  function remove() {
    if (!matches) return;
    deleting.run({ companyId: company.id, confirmation: typed.trim() });
  }

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="text-destructive">Danger zone</CardTitle>
        <CardDescription>
          Deleting {company.name} removes it for every member, with its invitations. This cannot be
          undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => openChange(true)}>
          Delete company
        </Button>
        <ConfirmDialog
          open={open}
          onOpenChange={openChange}
          title={`Delete ${company.name}?`}
          description={
            <p>
              Every member loses access and pending invitations stop working. This cannot be undone.
            </p>
          }
          confirmLabel="Delete company"
          destructive
          busy={busy}
          confirmDisabled={!matches}
          onConfirm={remove}
        >
          <form
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              remove();
            }}
          >
            <Label htmlFor={inputId}>
              Type <span className="font-mono font-semibold">{company.slug}</span> to confirm
            </Label>
            <Input
              id={inputId}
              value={typed}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              disabled={busy}
              onChange={(event) => setTyped(event.target.value)}
            />
          </form>
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
