import type { UserRow } from '@contracts/admin-users';
import type { ActionPayload } from '@contracts/callables';
import { callOperation } from '@/lib/firebase/functions';

/**
 * The admin users pages' calls that are not a plain operation (the reads go through
 * useOperationQuery): the account actions the user page confirms, the export and the sync.
 */
export type UsersQuery = ActionPayload<'adminUserOperations', 'list'>;

const listUsers = (query: UsersQuery) => callOperation('adminUserOperations', 'list', query);

export const setSuperAdmin = (uid: string, superAdmin: boolean) =>
  callOperation('adminUserOperations', 'setSuperAdmin', { uid, superAdmin });

export const decideGrantRequest = (uid: string, decision: 'approve' | 'refuse') =>
  callOperation('adminUserOperations', 'decideGrantRequest', { uid, decision });

export const setDisabled = (uid: string, disabled: boolean) =>
  callOperation('adminUserOperations', 'setDisabled', { uid, disabled });

export const revokeSessions = (uid: string) =>
  callOperation('adminUserOperations', 'revokeSessions', { uid });

export const sendPasswordReset = (uid: string) =>
  callOperation('adminUserOperations', 'sendPasswordReset', { uid });

/**
 * Every user matching the filters, by paging through `list` (50 a call) on the client: the
 * export reads what the list reads, with the same access checks, and needs no extra endpoint.
 */
export async function allUsers(
  filter: Omit<UsersQuery, 'cursor' | 'pageSize'>,
  onProgress?: (count: number) => void,
): Promise<UserRow[]> {
  const rows: UserRow[] = [];
  let cursor: string | null = null;
  do {
    const page = await listUsers({ ...filter, pageSize: 50, cursor });
    rows.push(...page.users);
    onProgress?.(rows.length);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

/**
 * Fills the users mirror from Firebase Auth (accounts created before the mirror, or changed
 * outside the app), one Auth page per call until the server says there is no next page.
 */
export async function syncMirror(onProgress?: (written: number) => void): Promise<number> {
  let written = 0;
  let pageToken: string | null = null;
  do {
    const page: { written: number; nextPageToken: string | null } = await callOperation(
      'adminUserOperations',
      'backfill',
      { pageToken },
    );
    written += page.written;
    onProgress?.(written);
    pageToken = page.nextPageToken;
  } while (pageToken);
  return written;
}
