import type { ErrorReason, ErrorReasonName, ReasonFacts } from './error-reasons';

/**
 * The shape of each error reason without zod (type imports only), for the app's pages: the
 * public ones must not load zod (docs/ARCHITECTURE.md, "No zod on public pages") and every page
 * reads refusals. error-reason-fields.test.ts keeps this table equal to `errorReasonSchema`.
 */
type Kind = 'string' | 'number' | 'array';

export const REASON_FIELDS: { [R in ErrorReasonName]: Record<keyof ReasonFacts<R>, Kind> } = {
  seatLimit: { limit: 'number', companyName: 'string', asker: 'string' },
  rateLimited: { scope: 'string', max: 'number', retryAfterSeconds: 'number' },
  reauthenticate: {},
  secondFactorRequired: {},
  supportViewReadOnly: {},
  'owns-companies': { companies: 'array' },
  invitationProblem: { problem: 'string' },
  linkRenameCooldown: { nextChangeAt: 'number', cooldownDays: 'number' },
  retiredLinkNames: { max: 'number' },
  planNotOffered: { planName: 'string' },
  noSubscription: { companyName: 'string' },
  checkoutExpired: {},
  reapplyLater: { reapplyAfter: 'number' },
};

const kindOf = (value: unknown): string => (Array.isArray(value) ? 'array' : typeof value);

/** The reason in an error's details when it has the contract's shape, else null. */
export function readReason(details: unknown): ErrorReason | null {
  if (typeof details !== 'object' || details === null) return null;
  const { reason } = details as { reason?: unknown };
  if (typeof reason !== 'string' || !Object.hasOwn(REASON_FIELDS, reason)) return null;
  const fields: Record<string, Kind> = REASON_FIELDS[reason as ErrorReasonName];
  const facts = details as Record<string, unknown>;
  return Object.entries(fields).every(([field, kind]) => kindOf(facts[field]) === kind)
    ? (details as ErrorReason)
    : null;
}
