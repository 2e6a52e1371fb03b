import { Check, ChevronsUpDown, Plus, RotateCw, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Avatar } from '@/lib/companies/avatar';
import { ROLE_LABELS } from '@/lib/companies/role-labels';
import { retryCompanies, setActiveCompany, useCompanies } from '@/lib/companies/use-companies';
import { Skeleton } from '@/lib/ui/skeleton';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted [&_svg]:size-4';

/**
 * The active company in the top bar, and the way to switch (a Radix menu: arrow keys, typeahead,
 * Escape). Small screens show only the company's avatar; its name is the button's label.
 */
export function CompanySwitcher() {
  const { status, entries, active } = useCompanies();

  if (status === 'loading' && !active) {
    return (
      <span role="status" className="inline-flex items-center">
        <span className="sr-only">Loading your companies</span>
        <Skeleton className="h-8 w-8 sm:w-32" />
      </span>
    );
  }

  const failed = status === 'error' && !active;
  const name = active?.company.name ?? (failed ? 'Companies' : 'No company');
  return (
    <DropdownMenu.Root>
      {/* Named by its content, not aria-label: a label that leaves out visible text fails
          WCAG 2.5.3 (label in name), and on a narrow screen the name is read but not shown. */}
      <DropdownMenu.Trigger className="inline-flex h-9 max-w-[11rem] items-center gap-2 rounded-md px-1.5 text-sm font-medium hover:bg-muted data-[state=open]:bg-muted sm:max-w-[14rem] sm:px-2">
        {active ? (
          <Avatar
            name={active.company.name}
            src={active.company.logoUrl}
            size="sm"
            shape="square"
          />
        ) : null}
        <span className="sr-only">{`Company: ${name}. Switch company`}</span>
        <span aria-hidden className={active ? 'hidden truncate sm:inline' : 'truncate'}>
          {name}
        </span>
        <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 w-64 max-w-[calc(100vw-1rem)] rounded-lg border bg-card p-1 shadow-lg"
        >
          {entries.length > 0 ? (
            <>
              <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
                Companies
              </DropdownMenu.Label>
              <DropdownMenu.RadioGroup
                value={active?.company.id ?? ''}
                onValueChange={(id) => void setActiveCompany(id)}
              >
                {entries.map(({ company, role }) => (
                  <DropdownMenu.RadioItem key={company.id} value={company.id} className={itemClass}>
                    <Avatar name={company.name} src={company.logoUrl} size="sm" shape="square" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate">{company.name}</span>
                      <span className="block text-xs text-muted-foreground">
                        {ROLE_LABELS[role]}
                      </span>
                    </span>
                    <DropdownMenu.ItemIndicator>
                      <Check aria-hidden />
                    </DropdownMenu.ItemIndicator>
                  </DropdownMenu.RadioItem>
                ))}
              </DropdownMenu.RadioGroup>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
            </>
          ) : null}
          {failed ? (
            <>
              <DropdownMenu.Item className={itemClass} onSelect={retryCompanies}>
                <RotateCw aria-hidden /> Could not load your companies. Try again
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
            </>
          ) : null}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.companySetup.path}>
              <Plus aria-hidden /> Create company
            </Link>
          </DropdownMenu.Item>
          {active ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={paths.company.path}>
                <Settings aria-hidden /> Company settings
              </Link>
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
