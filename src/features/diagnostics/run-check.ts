export interface CheckResult {
  ok: boolean;
  ms: number;
  detail: string;
}

/** Times one round-trip; failures become a result, never a thrown error. */
export async function runCheck(
  task: () => Promise<string>,
  now: () => number = () => performance.now(),
): Promise<CheckResult> {
  const started = now();
  try {
    const detail = await task();
    return { ok: true, ms: Math.round(now() - started), detail };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, ms: Math.round(now() - started), detail: message };
  }
}
