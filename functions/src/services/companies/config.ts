import { INVITATION_TTL_MS } from '../../contracts/companies';

const DEFAULT_APP_URL = 'http://localhost:5173';

/**
 * Where invitation links point: `APP_URL`, else the first of `APP_ORIGINS` (the origins the
 * session endpoint accepts, already set for the emulators), else the local dev server.
 */
export function appUrlFrom(env: NodeJS.ProcessEnv): string {
  const candidates = [env.APP_URL, ...(env.APP_ORIGINS ?? '').split(',')];
  const url = candidates.map((value) => value?.trim()).find(Boolean) ?? DEFAULT_APP_URL;
  return url.replace(/\/+$/, '');
}

/** Tunables of companies and teams; the ones that vary by environment come from env vars. */
export function companiesConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    invitationTtlMs: INVITATION_TTL_MS,
    appUrl: appUrlFrom(env),
  };
}
export type CompaniesConfig = ReturnType<typeof companiesConfig>;

/** The page an invitation mail links to; the token travels only in this link. */
export const acceptUrl = (appUrl: string, token: string) =>
  `${appUrl}/accept-invite?token=${encodeURIComponent(token)}`;
