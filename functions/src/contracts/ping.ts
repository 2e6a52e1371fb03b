import { z } from 'zod';
import { operation } from './operation';

/** `ping`: a diagnostic round-trip used by /test-new-architecture. */
export const pingInputSchema = z.object({
  echo: z.string().max(200).optional(),
});
export type PingInput = z.infer<typeof pingInputSchema>;

export const pingOutputSchema = z.object({
  echo: z.string().nullable(),
  serverTime: z.number(),
  uid: z.string().nullable(),
  superAdmin: z.boolean(),
  region: z.string(),
});
export type PingOutput = z.infer<typeof pingOutputSchema>;

export const pingOperation = operation({
  input: pingInputSchema,
  output: pingOutputSchema,
  access: 'public',
});
