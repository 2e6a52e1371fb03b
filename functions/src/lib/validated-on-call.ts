import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import {
  callables,
  type ActionName,
  type ActionOperation,
  type OperationsName,
  type SingleCallableName,
} from '../contracts/callables';
import { isSuperAdminClaim } from '../contracts/claims';
import { supportViewOf } from '../contracts/support-view';
import type { Access, Operation, ParsedPayloadOf, RawAnswerOf } from '../contracts/operation';
import { clientAddress } from './client-address';
import { callableOptions } from './function-options';
import { isLiveSuperAdmin, requireLiveSuperAdmin } from './super-admin-session';
import { loggableError } from './loggable-error';
import { isRecentSignIn } from './recent-sign-in';
import { refusal } from './refusal';
import { guardSupportView } from './support-view-guard';

export type { Access };

export interface CallContext {
  uid: string | null;
  claims: Record<string, unknown>;
  isSuperAdmin: boolean;
  /** Client address Google's front end saw (client-address.ts; for rate limits, never stored raw). */
  ip: string | null;
  /** The request's User-Agent header, cut to USER_AGENT_MAX characters (null when absent). */
  userAgent: string | null;
}

/** Longest User-Agent a handler is given (real ones stay well under it). */
export const USER_AGENT_MAX = 512;

/** The context of an operation that needs sign-in: `authorize` has already refused visitors. */
export interface SignedInContext extends CallContext {
  uid: string;
}

/** What a handler of an operation with access `A` is given. */
export type ContextFor<A extends Access> = A extends 'public' ? CallContext : SignedInContext;

function userAgentOf(header: unknown): string | null {
  return typeof header === 'string' && header ? header.slice(0, USER_AGENT_MAX) : null;
}

/** Decides who may call; throws the SPEC's error codes (401 unauthenticated, 403 permission-denied). */
export function authorize<A extends Access>(
  access: A,
  request: Pick<CallableRequest, 'auth' | 'rawRequest'>,
): ContextFor<A> {
  const claims = (request.auth?.token ?? {}) as Record<string, unknown>;
  const ctx: CallContext = {
    uid: request.auth?.uid ?? null,
    claims,
    // A support view acts as its user, never with anyone's admin rights.
    isSuperAdmin: isSuperAdminClaim(claims) && !supportViewOf(claims),
    // The entry Google's front end appends, never one the client wrote (client-address.ts).
    ip: clientAddress(request.rawRequest),
    userAgent: userAgentOf(request.rawRequest?.headers?.['user-agent']),
  };
  if (access !== 'public' && !ctx.uid) {
    throw new HttpsError('unauthenticated', 'Please sign in to continue.');
  }
  if (access === 'superAdmin' && !ctx.isSuperAdmin) {
    throw new HttpsError('permission-denied', 'Super Admin access required');
  }
  return ctx as ContextFor<A>;
}

/**
 * Checks the token's super-admin claim against Auth (revocation included): an admin-only call is
 * refused without it; on any other call, a stale claim no longer counts (`ctx.isSuperAdmin`).
 */
async function confirmSuperAdmin(
  access: Access,
  ctx: CallContext,
  rawRequest: CallableRequest['rawRequest'],
): Promise<void> {
  if (access === 'superAdmin') await requireLiveSuperAdmin(rawRequest);
  else if (ctx.isSuperAdmin) ctx.isSuperAdmin = await isLiveSuperAdmin(rawRequest);
}

/**
 * Step-up: a privileged operation (`recentSignIn` in its contract) needs a token from a sign-in
 * at most RECENT_SIGN_IN_MS old. The app confirms it is the user (password and second factor)
 * and retries, so a session left open, or a stolen token, cannot do these on its own.
 */
export function requireRecentSignIn(operation: Operation, ctx: CallContext, now: number): void {
  if (operation.recentSignIn && !isRecentSignIn(ctx.claims.auth_time, now)) {
    throw refusal(
      { reason: 'reauthenticate' },
      'For your security, confirm it is you (sign in again) right before this action.',
    );
  }
}

/** Parses with a contract schema; a bad payload is `invalid-argument` with the issues. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown, at = ''): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new HttpsError('invalid-argument', 'The request was not valid.', {
      issues: result.error.issues.map((issue) => ({
        path: [at, ...issue.path.map(String)].filter(Boolean).join('.'),
        message: issue.message,
      })),
    });
  }
  return result.data;
}

const envelopeSchema = z.object({
  action: z.string().min(1).max(64),
  payload: z.unknown().optional(),
});

/** The action of an `*Operations` body, known to the contract table, with its operation. */
export function resolveAction<N extends OperationsName>(
  name: N,
  data: unknown,
): { action: ActionName<N>; operation: Operation; payload: unknown } {
  const { action, payload } = parseWith(envelopeSchema, data ?? {});
  const actions: Record<string, Operation> = callables[name].actions;
  const operation = Object.hasOwn(actions, action) ? actions[action] : undefined;
  if (!operation) {
    throw new HttpsError('invalid-argument', 'The request was not valid.', {
      issues: [{ path: 'action', message: `Unknown action "${action}".` }],
    });
  }
  // The web SDK sends a missing payload (`callOperation(name, action)`) as null: read it as absent.
  return { action: action as ActionName<N>, operation, payload: payload ?? undefined };
}

/** Runs a handler; its answer must honour the contract too (a drift is a server bug: `internal`). */
async function answer<O extends Operation>(
  operation: O,
  label: string,
  uid: string | null,
  run: () => Promise<RawAnswerOf<O>>,
) {
  try {
    return operation.output.parse(await run());
  } catch (error) {
    if (error instanceof HttpsError) {
      warnUndeclaredReason(operation, label, error);
      throw error;
    }
    logger.error(`callable ${label} failed`, { uid, error: loggableError(error) });
    throw new HttpsError('internal', 'Something went wrong on our side. Please try again.');
  }
}

/** A refusal whose reason the operation's contract does not list: the app may not word it. */
function warnUndeclaredReason(operation: Operation, label: string, error: HttpsError): void {
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  if (typeof reason !== 'string') return;
  if (!(operation.errors ?? []).some((declared) => declared === reason)) {
    logger.error(`callable ${label} refused with a reason its contract does not declare`, {
      reason,
    });
  }
}

type SingleOperation<N extends SingleCallableName> = (typeof callables)[N];

/**
 * Declares a single-operation callable: contract-validated input, the contract's access rule,
 * errors mapped to HttpsError codes, anything unexpected logged and surfaced as `internal`.
 */
export function validatedOnCall<N extends SingleCallableName>(
  name: N,
  handler: (
    input: ParsedPayloadOf<SingleOperation<N>>,
    ctx: ContextFor<SingleOperation<N>['access']>,
  ) => Promise<RawAnswerOf<SingleOperation<N>>>,
) {
  const operation = callables[name];
  return onCall(callableOptions(), async (request) => {
    const access = operation.access as Access;
    const ctx = authorize(access, request) as ContextFor<SingleOperation<N>['access']>;
    guardSupportView(name, null, ctx.claims, Date.now());
    await confirmSuperAdmin(access, ctx, request.rawRequest);
    requireRecentSignIn(operation, ctx, Date.now());
    const input = parseWith(operation.input, request.data ?? {}) as ParsedPayloadOf<
      SingleOperation<N>
    >;
    return answer(operation, name, ctx.uid, () => handler(input, ctx));
  });
}

/** One handler per action of an `*Operations` callable, typed by that action's contract. */
export type ActionHandlers<N extends OperationsName> = {
  [A in ActionName<N>]: (
    payload: ParsedPayloadOf<ActionOperation<N, A>>,
    ctx: ContextFor<ActionOperation<N, A>['access']>,
  ) => Promise<RawAnswerOf<ActionOperation<N, A>>>;
};

/**
 * Declares an `*Operations` callable (body `{ action, payload }`): the action must be in the
 * contract table, the caller must meet that action's access, its payload is parsed by its schema
 * and its answer by its output schema.
 */
export function validatedOperations<N extends OperationsName>(
  name: N,
  handlers: ActionHandlers<N>,
) {
  return onCall(callableOptions(), async (request) => {
    const { action, operation, payload } = resolveAction(name, request.data);
    const ctx = authorize(operation.access, request);
    guardSupportView(name, action, ctx.claims, Date.now());
    await confirmSuperAdmin(operation.access, ctx, request.rawRequest);
    requireRecentSignIn(operation, ctx, Date.now());
    const input = parseWith(operation.input, payload, 'payload');
    const handler = handlers[action] as (input: unknown, ctx: CallContext) => Promise<unknown>;
    return answer(operation, `${name}.${action}`, ctx.uid, () => handler(input, ctx));
  });
}
