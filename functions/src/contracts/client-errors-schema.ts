import { z } from 'zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS, type ClientErrorReport } from './client-errors';

/** What the clientErrors endpoint accepts (contracts/client-errors.ts). */
export const clientErrorReportSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  path: z.string().max(CLIENT_ERROR_LIMITS.path).startsWith('/'),
  release: z.string().max(CLIENT_ERROR_LIMITS.release),
}) satisfies z.ZodType<ClientErrorReport>;
