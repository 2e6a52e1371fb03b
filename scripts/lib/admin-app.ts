import { getApps, initializeApp, type App } from 'firebase-admin/app';

/**
 * The Admin SDK's default app, created for `projectId` on first use. Looked up by name, not as
 * the first app: a test file may hold named apps of its own (tests/scripts/seed-documents).
 */
export function defaultAdminApp(projectId: string): App {
  return getApps().find((app) => app.name === '[DEFAULT]') ?? initializeApp({ projectId });
}
