import {
  onCall,
  onRequest,
  type CallableFunction,
  type CallableRequest,
  type HttpsFunction,
} from 'firebase-functions/v2/https';
import { onSchedule, type ScheduleFunction } from 'firebase-functions/v2/scheduler';
import { callableOptions, PUBLIC_ENDPOINT, SCHEDULED_JOB } from './function-options';

/*
 * Cold starts: Cloud Functions loads the whole entry point in every instance of every function,
 * so the entry point declares each function with these and imports its module (services,
 * firebase-admin, Stripe, the mail module, the zod contracts) on the instance's first request,
 * once. Of the loaded module's own declaration only the handler is used; the options deploy
 * reads are these, the same `callableOptions()` / `PUBLIC_ENDPOINT` the modules declare with.
 */

type LoadedCallable = Pick<CallableFunction<unknown, unknown>, 'run'>;

export function lazyCallable(load: () => Promise<LoadedCallable>) {
  let loaded: Promise<LoadedCallable> | undefined;
  return onCall(callableOptions(), async (request: CallableRequest) =>
    (await (loaded ??= load())).run(request),
  );
}

export function lazyEndpoint(load: () => Promise<HttpsFunction>) {
  let loaded: Promise<HttpsFunction> | undefined;
  return onRequest(PUBLIC_ENDPOINT, async (req, res) => {
    await (
      await (loaded ??= load())
    )(req, res);
  });
}

/** A scheduled job (Cloud Scheduler) whose module loads on its first run. */
export function lazySchedule(schedule: string, load: () => Promise<() => Promise<unknown>>) {
  let loaded: Promise<() => Promise<unknown>> | undefined;
  return onSchedule({ ...SCHEDULED_JOB, schedule }, async () => {
    await (
      await (loaded ??= load())
    )();
  }) satisfies ScheduleFunction;
}
