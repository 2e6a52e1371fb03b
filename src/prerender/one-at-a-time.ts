let queue: Promise<unknown> = Promise.resolve();

/**
 * One server render at a time: a render sets module state the app reads (the query cache, the
 * reader of public content, a served profile) that the next one must not see.
 */
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work, work);
  queue = result.catch(() => undefined);
  return result;
}
