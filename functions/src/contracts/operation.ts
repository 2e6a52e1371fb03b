import type { z } from 'zod';
import type { ErrorReasonName } from './error-reasons';

/** Who may call: anyone, a signed-in user, or a super admin (claim `superAdmin === true`). */
export type Access = 'public' | 'signedIn' | 'superAdmin';

/**
 * One operation of the API: the payload it takes, the answer it gives and who may call it. A
 * single-purpose callable is one operation; an `*Operations` callable is a table of them keyed by
 * `action` (the wire body is `{ action, payload }`, SPEC §7).
 */
export interface Operation<
  In extends z.ZodType = z.ZodType,
  Out extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  readonly input: In;
  readonly output: Out;
  readonly access: A;
  /**
   * The reasons it may refuse with (contracts/error-reasons.ts): the app words each one. A
   * refusal with an undeclared reason is logged by the server's wrapper as a contract drift.
   */
  readonly errors?: readonly ErrorReasonName[];
  /**
   * Privileged or destructive: the caller's ID token must come from a sign-in at most
   * RECENT_SIGN_IN_MS old (`auth_time`), else the call is refused with reason `reauthenticate`
   * and the app asks the user to confirm it is them, then retries (step-up).
   */
  readonly recentSignIn?: true;
}

/** Declares an operation, keeping its exact schema and access types. */
export const operation = <In extends z.ZodType, Out extends z.ZodType, A extends Access>(
  op: Operation<In, Out, A>,
): Operation<In, Out, A> => op;

export type ActionTable = Readonly<Record<string, Operation>>;

/** An `*Operations` callable: one operation per action. */
export interface OperationsCallable<T extends ActionTable = ActionTable> {
  readonly actions: T;
}

export const operations = <const T extends ActionTable>(actions: T): OperationsCallable<T> => ({
  actions,
});

export type PayloadOf<O extends Operation> = z.input<O['input']>;
export type ParsedPayloadOf<O extends Operation> = z.output<O['input']>;
export type AnswerOf<O extends Operation> = z.output<O['output']>;
/** What a handler returns before the output schema parses it. */
export type RawAnswerOf<O extends Operation> = z.input<O['output']>;

/** The wire body of an `*Operations` callable: `{ action, payload }` for each of its actions. */
export type EnvelopeOf<T extends ActionTable> = {
  [A in keyof T & string]: undefined extends PayloadOf<T[A]>
    ? { action: A; payload?: PayloadOf<T[A]> }
    : { action: A; payload: PayloadOf<T[A]> };
}[keyof T & string];

/** Every answer an `*Operations` callable may give (for callers that do not know the action). */
export type AnswersOf<T extends ActionTable> = { [A in keyof T]: AnswerOf<T[A]> }[keyof T];
