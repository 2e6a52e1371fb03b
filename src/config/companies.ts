/**
 * After creating or joining a company, how long the app waits for the new membership to reach
 * the browser before it gives up waiting and shows whatever companies it has.
 */
export const JOIN_WAIT_MS = 10_000;
