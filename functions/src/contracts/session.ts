import { z } from 'zod';

/**
 * POST /api/__session — the SPA posts the freshly refreshed ID token after every auth
 * state change, or `null` after sign-out so the server clears the `__session` cookie.
 */
export const sessionRequestSchema = z.object({
  token: z.string().min(1).max(8192).nullable(),
});
export type SessionRequest = z.infer<typeof sessionRequestSchema>;

export const sessionResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed-in'), uid: z.string(), expiresAt: z.number() }),
  z.object({ status: z.literal('signed-out') }),
]);
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const SESSION_COOKIE_NAME = '__session';
/** Five days: long enough for a working week, short enough to bound a stolen cookie. */
export const SESSION_MAX_AGE_SECONDS = 5 * 24 * 60 * 60;
export const SESSION_ENDPOINT_PATH = '/api/__session';
