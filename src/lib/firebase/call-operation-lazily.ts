import type { ActionAnswer, ActionName, ActionPayload, OperationsName } from '@contracts/callables';

/**
 * `callOperation` with the Functions SDK imported on the first call: for pages most visitors see
 * without calling anything (the landing page's affiliate tracking, the pricing page), which must
 * not pay for the SDK up front.
 */
const loadFunctions = () => import('./functions');
let functionsModule: ReturnType<typeof loadFunctions> | undefined;

export async function callOperationLazily<N extends OperationsName, A extends ActionName<N>>(
  name: N,
  action: A,
  payload: ActionPayload<N, A>,
): Promise<ActionAnswer<N, A>> {
  // One import for every first call at once (the test runner's module mocks race otherwise).
  functionsModule ??= loadFunctions();
  const { callOperation } = await functionsModule;
  return (callOperation as (n: N, a: A, p: ActionPayload<N, A>) => Promise<ActionAnswer<N, A>>)(
    name,
    action,
    payload,
  );
}
