import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import {
  CALLABLE_REGION,
  CALLABLE_TIMEOUT_MS,
  callables,
  type CallableName,
  type CallableOutput,
} from '../contracts/callables';
import { isSuperAdminClaim } from '../contracts/claims';

export type Access = 'public' | 'signedIn' | 'superAdmin';

export interface CallContext {
  uid: string | null;
  claims: Record<string, unknown>;
  isSuperAdmin: boolean;
  /** Client address as seen by the function (for rate limiting, never stored raw). */
  ip: string | null;
}

type InputOf<N extends CallableName> = z.output<(typeof callables)[N]['input']>;

/** Decides who may call; throws the SPEC's error codes (401 unauthenticated, 403 permission-denied). */
export function authorize(
  access: Access,
  request: Pick<CallableRequest, 'auth' | 'rawRequest'>,
): CallContext {
  const claims = (request.auth?.token ?? {}) as Record<string, unknown>;
  const ctx: CallContext = {
    uid: request.auth?.uid ?? null,
    claims,
    isSuperAdmin: isSuperAdminClaim(claims),
    // Not X-Forwarded-For's first entry: a client can write that one itself.
    ip: request.rawRequest?.ip || request.rawRequest?.socket?.remoteAddress || null,
  };
  if (access !== 'public' && !ctx.uid) {
    throw new HttpsError('unauthenticated', 'Please sign in to continue.');
  }
  if (access === 'superAdmin' && !ctx.isSuperAdmin) {
    throw new HttpsError('permission-denied', 'Super Admin access required');
  }
  return ctx;
}

/** Parses input with the contract's schema; a bad payload is `invalid-argument` with the issues. */
export function parseInput<N extends CallableName>(name: N, data: unknown): InputOf<N> {
  const result = callables[name].input.safeParse(data ?? {});
  if (!result.success) {
    throw new HttpsError('invalid-argument', 'The request was not valid.', {
      issues: result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      })),
    });
  }
  return result.data as InputOf<N>;
}

/**
 * The one way to declare a callable: contract-validated input, an access rule, errors mapped to
 * HttpsError codes, and anything unexpected logged and surfaced as `internal` without a stack.
 */
export function validatedOnCall<N extends CallableName>(
  name: N,
  access: Access,
  handler: (input: InputOf<N>, ctx: CallContext) => Promise<CallableOutput<N>>,
) {
  return onCall(
    {
      region: CALLABLE_REGION,
      timeoutSeconds: CALLABLE_TIMEOUT_MS / 1000,
      enforceAppCheck: process.env.ENFORCE_APP_CHECK === 'true',
    },
    async (request) => {
      const ctx = authorize(access, request);
      const input = parseInput(name, request.data);
      try {
        // The answer must honour the contract too: a drift is a server bug, reported as internal.
        return callables[name].output.parse(await handler(input, ctx)) as CallableOutput<N>;
      } catch (error) {
        if (error instanceof HttpsError) throw error;
        logger.error(`callable ${name} failed`, { uid: ctx.uid, error });
        throw new HttpsError('internal', 'Something went wrong on our side. Please try again.');
      }
    },
  );
}
