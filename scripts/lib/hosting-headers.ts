/**
 * The security headers Firebase Hosting sends have ONE source: firebase.json's `hosting.headers`.
 * This module reads them for the emulator stack (which widens the CSP for the local emulator
 * hosts only), the deploy checks and the tests, so no header value is written twice.
 */

export interface HostingHeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

export interface FunctionsCodebase {
  runtime?: string;
  ignore?: string[];
  [key: string]: unknown;
}

export interface FirebaseConfig {
  hosting?: { headers?: HostingHeaderRule[] } & Record<string, unknown>;
  functions?: FunctionsCodebase[] | FunctionsCodebase;
  [key: string]: unknown;
}

/** The headers of the `"source": "**"` rule (every response), by lower-case name. */
export function pageHeaders(config: FirebaseConfig): Record<string, string> {
  const rule = config.hosting?.headers?.find((r) => r.source === '**');
  return Object.fromEntries((rule?.headers ?? []).map((h) => [h.key.toLowerCase(), h.value]));
}

export type CspDirectives = Map<string, string[]>;

/** `a b; c d e` → { a: [b], c: [d, e] } (directive names lower-cased, order kept). */
export function parseCsp(policy: string): CspDirectives {
  const directives: CspDirectives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

export function formatCsp(directives: CspDirectives): string {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The production policy plus the local emulators' origins where the SDKs reach them: fetches to
 * Auth, Firestore and Functions (connect-src) and the Auth emulator's sign-in iframe (frame-src).
 * Nothing else changes, so the emulator-served build is checked against the production policy.
 */
export function withEmulatorOrigins(
  policy: string,
  origins: { auth: string; firestore: string; functions: string },
): string {
  const directives = parseCsp(policy);
  const add = (name: string, extra: string[]) => {
    const sources = directives.get(name) ?? directives.get('default-src') ?? [];
    directives.set(name, [...sources, ...extra.filter((o) => !sources.includes(o))]);
  };
  add('connect-src', [origins.auth, origins.firestore, origins.functions]);
  add('frame-src', [origins.auth]);
  return formatCsp(directives);
}

/**
 * firebase.json's policy names the Firebase hosts by pattern (any project's Functions, any
 * project's Auth domain); a deployed site allows only its own project's: the Functions of its
 * region and project, and its Auth domain.
 */
export const PROJECT_HOST_PATTERNS = {
  functions: 'https://*.cloudfunctions.net',
  authDomain: 'https://*.firebaseapp.com',
} as const;

export function forProject(
  policy: string,
  project: { projectId: string; region: string; authDomain: string },
): string {
  const own: Record<string, string> = {
    [PROJECT_HOST_PATTERNS.functions]: `https://${project.region}-${project.projectId}.cloudfunctions.net`,
    [PROJECT_HOST_PATTERNS.authDomain]: `https://${project.authDomain}`,
  };
  const directives = parseCsp(policy);
  for (const [name, sources] of directives) {
    directives.set(name, [...new Set(sources.map((source) => own[source] ?? source))]);
  }
  return formatCsp(directives);
}

/** Every CSP of the config passed through `change` (the other headers as they are). */
function withCsp<C extends FirebaseConfig>(config: C, change: (policy: string) => string): C {
  const headers = config.hosting?.headers?.map((rule) => ({
    ...rule,
    headers: rule.headers.map((h) =>
      h.key.toLowerCase() === 'content-security-policy' ? { ...h, value: change(h.value) } : h,
    ),
  }));
  return headers ? { ...config, hosting: { ...config.hosting, headers } } : config;
}

/** firebase.json as deployed to one project: the CSP narrowed to its hosts (forProject). */
export function projectHostingConfig<C extends FirebaseConfig>(
  config: C,
  project: { projectId: string; region: string; authDomain: string },
): C {
  return withCsp(config, (policy) => forProject(policy, project));
}

/** firebase.json for the emulators: the same config, with the CSP widened by withEmulatorOrigins. */
export function emulatorHostingConfig<C extends FirebaseConfig>(
  config: C,
  origins: { auth: string; firestore: string; functions: string },
): C {
  return withCsp(config, (policy) => withEmulatorOrigins(policy, origins));
}

/**
 * What the production policy must hold (SPEC-level rules for issue 13), as messages; empty when
 * it is fine. The deploy refuses a config that breaks one of them.
 */
export function securityHeaderProblems(headers: Record<string, string>): string[] {
  const problems: string[] = [];
  const csp = headers['content-security-policy'];
  if (!csp) problems.push('firebase.json sends no Content-Security-Policy for "**".');
  else {
    const d = parseCsp(csp);
    const script = d.get('script-src') ?? d.get('default-src') ?? [];
    if (script.length === 0) problems.push('The CSP has neither script-src nor default-src.');
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:', 'data:']) {
      if (script.includes(unsafe)) problems.push(`The CSP's script-src allows ${unsafe}.`);
    }
    const expect = (name: string, value: string[]) => {
      const got = d.get(name);
      if (!got || got.join(' ') !== value.join(' '))
        problems.push(
          `The CSP needs ${name} ${value.join(' ')} (has ${got?.join(' ') ?? 'none'}).`,
        );
    };
    expect('object-src', ["'none'"]);
    expect('frame-ancestors', ["'none'"]);
    expect('form-action', ["'self'"]);
    if (!['none', 'self'].some((v) => d.get('base-uri')?.join(' ') === `'${v}'`))
      problems.push("The CSP needs base-uri 'none' or 'self'.");
  }
  if (!/max-age=\d{8,}/.test(headers['strict-transport-security'] ?? ''))
    problems.push('Strict-Transport-Security needs a max-age of at least a year.');
  if (headers['x-content-type-options'] !== 'nosniff')
    problems.push('X-Content-Type-Options must be nosniff.');
  if (headers['referrer-policy'] !== 'strict-origin-when-cross-origin')
    problems.push('Referrer-Policy must be strict-origin-when-cross-origin.');
  for (const feature of ['camera', 'microphone', 'geolocation']) {
    if (!(headers['permissions-policy'] ?? '').includes(`${feature}=()`))
      problems.push(`Permissions-Policy must deny ${feature}.`);
  }
  return problems;
}

/**
 * Whether a CSP source list admits an https origin (exact host or a `*.` wildcard). `'self'` is
 * the page's own origin, so it admits the origin only when that is one of `selfOrigins`, the
 * origins the site is served from.
 */
export function cspAllowsOrigin(
  sources: string[],
  origin: string,
  selfOrigins: readonly string[] = [],
): boolean {
  const { protocol, host } = new URL(origin);
  return sources.some((source) => {
    if (source === "'self'")
      return selfOrigins.some((own) => new URL(own).origin === `${protocol}//${host}`);
    if (source === "'none'") return false;
    const m = /^(?:(https?):\/\/)?([^/]+)/.exec(source);
    if (!m) return false;
    const [, scheme, pattern = ''] = m;
    if (scheme && `${scheme}:` !== protocol) return false;
    if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1));
    return host === pattern;
  });
}
