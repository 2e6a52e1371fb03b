import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { Company } from '@/lib/companies/company-model';
import { toastCallableError } from '@/lib/companies/error-toast';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { Input } from '@/lib/ui/input';
import { Label } from '@/lib/ui/label';
import { deleteCompany } from './company-api';

/** Owner only: delete the company, after typing its slug. */
export function DeleteCompanyCard({ company }: { company: Company }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const matches = typed.trim() === company.slug;

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) setTyped('');
  }

  async function remove() {
    if (!matches) return;
    setBusy(true);
    try {
      await deleteCompany(company.id, typed.trim());
      setOpen(false);
      toast.success(`${company.name} was deleted.`);
      await navigate(paths.dashboard.path);
    } catch (error) {
      toastCallableError(error);
    } finally {
      setBusy(false);
    }
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
          onConfirm={() => void remove()}
        >
          <form
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              void remove();
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
