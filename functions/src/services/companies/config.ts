import { INVITATION_TTL_MS } from '../../contracts/companies';
import { COMPANY_FREE_PLAN_SEATS } from '../../contracts/seats';

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
  const seats = Number(env.COMPANY_FREE_PLAN_SEATS);
  return {
    /** The free plan's seats: the env var of that name, else the contract's default. */
    freePlanSeats: Number.isInteger(seats) && seats > 0 ? seats : COMPANY_FREE_PLAN_SEATS,
    invitationTtlMs: INVITATION_TTL_MS,
    appUrl: appUrlFrom(env),
  };
}
export type CompaniesConfig = ReturnType<typeof companiesConfig>;

/** The page an invitation mail links to; the token travels only in this link. */
export const acceptUrl = (appUrl: string, token: string) =>
  `${appUrl}/accept-invite?token=${encodeURIComponent(token)}`;
