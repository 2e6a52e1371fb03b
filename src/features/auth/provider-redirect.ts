/**
 * Set in sessionStorage when a provider sign-in continues as a full-page redirect
 * (provider-sign-in-sdk.ts), so that the page it comes back to knows to finish it
 * (provider-sign-in.ts), and that only then it loads Auth.
 */
export const REDIRECT_PENDING_KEY = 'auth:redirect-pending';
