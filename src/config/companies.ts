/**
 * The free plan's seats (the functions' `COMPANY_FREE_PLAN_SEATS`): the limit of a company whose
 * entitlements grant no plan. `seatLimit` in src/lib/billing/entitlements.ts decides.
 */
export const DEFAULT_SEAT_LIMIT = 5;

/**
 * After creating or joining a company, how long the app waits for the new membership to reach
 * the browser before it gives up waiting and shows whatever companies it has.
 */
export const JOIN_WAIT_MS = 10_000;
