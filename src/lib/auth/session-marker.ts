/**
 * What this browser remembers of its sessions: whether this tab is a support view (below).
 * Whether someone signed in here is in may-hold-session.ts.
 */

/**
 * This tab is a support view (view as user, contracts/support-view.ts): who is viewed, until
 * when, and where Exit returns. Kept in sessionStorage, so it belongs to this tab alone: the
 * view's Firebase session is kept there too (auth-service.ts), and the admin's own session in
 * every other tab is never touched. No zod: every page's deferred chunk reads it.
 */
export interface SupportViewMarker {
  id: string;
  uid: string;
  /** Who is viewed, as the banner names them. */
  name: string;
  expiresAt: number;
  /** Where Exit leads (the admin's page of the user). */
  returnTo: string;
  /** The custom token to sign in with, until it has been used. */
  token?: string;
}

export const SUPPORT_VIEW_KEY = 'support-view';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const tabStorage = (): Store | null => {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
};

export function readSupportView(storage = tabStorage()): SupportViewMarker | null {
  try {
    const raw = storage?.getItem(SUPPORT_VIEW_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SupportViewMarker> | null;
    const valid =
      typeof value?.id === 'string' &&
      typeof value.uid === 'string' &&
      typeof value.name === 'string' &&
      typeof value.expiresAt === 'number' &&
      typeof value.returnTo === 'string' &&
      value.returnTo.startsWith('/') &&
      (value.token === undefined || typeof value.token === 'string');
    return valid ? (value as SupportViewMarker) : null;
  } catch {
    return null;
  }
}

export function writeSupportView(marker: SupportViewMarker, storage = tabStorage()): void {
  storage?.setItem(SUPPORT_VIEW_KEY, JSON.stringify(marker));
}

export function clearSupportView(storage = tabStorage()): void {
  storage?.removeItem(SUPPORT_VIEW_KEY);
}

/** Loads the app anew in this tab (a view starts or ends with a fresh page; tests spy on it). */
export const tabNavigation = {
  reload: (path: string): void => location.assign(path),
};
