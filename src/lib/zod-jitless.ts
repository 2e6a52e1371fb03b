/**
 * Zod compiles object parsers with `new Function` when it can, and probes for that on the first
 * parse. The Content-Security-Policy (firebase.json) forbids eval, so the probe is refused and
 * reported as a violation even though Zod then falls back. Zod reads its global config from
 * `globalThis.__zod_globalConfig`: setting `jitless` here — the entry's first import, before any
 * module parses anything — skips the probe. Free of imports so the entry chunk stays small.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
