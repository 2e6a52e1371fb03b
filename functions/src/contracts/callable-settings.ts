/**
 * Where the callables run and how long a call may take, without imports, so the functions'
 * entry point (which must stay light: every instance loads it) and the app can read them
 * without loading the contract table and zod.
 */
export const CALLABLE_REGION = 'us-central1';
/** SPEC §9: callable function timeout. */
export const CALLABLE_TIMEOUT_MS = 70_000;
