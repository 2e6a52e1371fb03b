/**
 * Step-up: the server refuses a privileged action from a sign-in older than five minutes
 * (reason `reauthenticate`, contracts/operation.ts `recentSignIn`). When a layout has mounted
 * the "confirm it's you" dialog, it registers here, and lib/firebase/functions.ts asks it, then
 * retries the call once: the person confirms in place and the action goes on.
 */
export type ConfirmIdentity = () => Promise<void>;

let confirmIdentity: ConfirmIdentity | null = null;

/** Registers the dialog's question (null when it unmounts). */
export function setConfirmIdentity(confirm: ConfirmIdentity | null): void {
  confirmIdentity = confirm;
}

export function currentConfirmIdentity(): ConfirmIdentity | null {
  return confirmIdentity;
}
