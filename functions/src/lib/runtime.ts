/**
 * Where these functions run, the one rule: on the Firebase emulators when the Functions emulator
 * says so (it sets `FUNCTIONS_EMULATOR=true`; deployed functions never have it), else in a real
 * project. Anything that must behave differently locally (billing's test mode) asks this.
 */
export function onEmulators(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}
