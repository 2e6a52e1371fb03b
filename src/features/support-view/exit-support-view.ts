import { loadAuth } from '@/lib/auth/load-auth';

/**
 * Leaves the support view: records its end (best effort: once its time has run out the server
 * refuses, and the maintenance job records it as expired), then signs the view out of this tab,
 * which takes the tab back to the admin's page of the user (auth-service's signOutUser).
 */
export async function exitSupportView(): Promise<void> {
  const [{ callOperation }, auth] = await Promise.all([
    import('@/lib/firebase/functions'),
    loadAuth(),
  ]);
  await callOperation('accountOperations', 'endSupportView').catch(() => undefined);
  await auth.signOutUser();
}
