import { useState, type FormEvent, type ReactNode } from 'react';
import { useOperationQuery } from '@/lib/data/operation-query';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { SearchField } from '@/lib/ui/search-field';
import { LoadingBlocks } from '@/lib/ui/skeleton';

/** Enough to find one by username; each row costs the list's fixed aggregations. */
const PICKER_PAGE_SIZE = 8;

/** Who is picked: an affiliate (uid and a name to show) or nobody (null uid). */
export interface PickedAffiliate {
  uid: string | null;
  label: string;
}

const NOBODY: PickedAffiliate = { uid: null, label: 'No affiliate' };

function Choice({
  picked,
  value,
  onPick,
  children,
}: {
  picked: PickedAffiliate | null;
  value: PickedAffiliate;
  onPick: (value: PickedAffiliate) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted has-[:checked]:bg-accent">
      <input
        type="radio"
        name="reassign-affiliate"
        checked={picked !== null && picked.uid === value.uid}
        onChange={() => onPick(value)}
        className="mt-0.5 accent-primary"
      />
      <span>{children}</span>
    </label>
  );
}

/**
 * Picks the affiliate a company's referral goes to: "No affiliate", or one of the approved
 * affiliates whose username starts with the search (the admin affiliates list, filtered to
 * `approved`; each shows its account email). `exclude` (the current one) is not offered.
 */
export function AffiliatePicker({
  picked,
  onPick,
  exclude,
}: {
  picked: PickedAffiliate | null;
  onPick: (value: PickedAffiliate) => void;
  exclude: string;
}) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const list = useOperationQuery('adminAffiliateOperations', 'list', {
    search,
    status: 'approved',
    pageSize: PICKER_PAGE_SIZE,
  });
  const rows = (list.data?.rows ?? []).filter((row) => row.uid !== exclude);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim().toLowerCase());
  };

  return (
    <div className="space-y-3">
      <form role="search" onSubmit={onSearch}>
        <SearchField
          id="reassign-search"
          label="Approved affiliates whose username starts with"
          value={draft}
          placeholder="jordan"
          onChange={setDraft}
        />
      </form>
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-medium">New affiliate</legend>
        <Choice picked={picked} value={NOBODY} onPick={onPick}>
          <span className="font-medium">No affiliate</span>
          <span className="block text-xs text-muted-foreground">
            The company earns nobody a commission from now on.
          </span>
        </Choice>
        {rows.map((row) => (
          <Choice
            key={row.uid}
            picked={picked}
            value={{ uid: row.uid, label: row.username || row.uid }}
            onPick={onPick}
          >
            <span className="font-medium">{row.username || row.uid}</span>
            {row.email ? (
              <span className="block text-xs text-muted-foreground">{row.email}</span>
            ) : null}
          </Choice>
        ))}
        {list.isPending ? (
          <LoadingBlocks
            label="Searching affiliates"
            blocks={['h-5 w-48', 'h-5 w-40']}
            className="space-y-1 px-2"
          />
        ) : null}
        {list.status === 'success' && rows.length === 0 ? (
          <p role="status" className="px-2 text-sm text-muted-foreground">
            {search
              ? `No other approved affiliate's username starts with “${search}”.`
              : 'No other approved affiliate.'}
          </p>
        ) : null}
        {list.status === 'success' && list.data.nextCursor ? (
          <p className="px-2 text-xs text-muted-foreground">
            The first {PICKER_PAGE_SIZE} matches; type more of the username to narrow them.
          </p>
        ) : null}
      </fieldset>
      {list.status === 'error' ? (
        <RetryAlert onRetry={() => void list.refetch()} className="mb-0">
          {callableMessage(list.error)}
        </RetryAlert>
      ) : null}
    </div>
  );
}
