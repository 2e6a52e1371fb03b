/**
 * Waits until the next whole second (and a little more) has begun. Auth keeps a revocation
 * (`tokensValidAfterTime`) and a sign-in time in whole seconds: a revocation shows only when it
 * happens in a later second than the sign-in or revocation before it, which were before now (the
 * emulators run on this machine's clock). Half a second on average, not a fixed 1.1 s.
 */
export function untilNextSecond(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)));
}
