import { CALLABLE_REGION } from '../contracts/callables';
import { validatedOnCall } from '../lib/validated-on-call';

/** Diagnostic round-trip for /test-new-architecture: open to visitors, reveals only the caller's own state. */
export const ping = validatedOnCall('ping', async (input, ctx) => ({
  echo: input.echo ?? null,
  serverTime: Date.now(),
  uid: ctx.uid,
  superAdmin: ctx.isSuperAdmin,
  region: CALLABLE_REGION,
}));
