import { describe, expect, it } from 'vitest';
import { importChain, staticGraph } from './static-imports';

/**
 * What a page's first render loads is its chunks' static imports. These pages must render
 * before any Firebase SDK is downloaded or run: the landing page's entry chunk (docs/domains/
 * performance.md), and the sign-in pages, whose Auth loads after the first paint
 * (src/features/auth/load-auth-actions.ts). A static import of the SDK, of auth-service, or of a
 * module that imports either, brings it back up front: the failure names the chain.
 */
const firebaseReached = (entries: string[]) => {
  const graph = staticGraph(entries);
  return [
    ...[...graph.packages.keys()].filter((name) => /^(@?firebase)\//.test(name)),
    ...[...graph.files.keys()].filter((file) => file.endsWith('lib/auth/auth-service.ts')),
  ].map((reached) => importChain(graph, reached));
};

describe('the first load of these pages carries no Firebase SDK', () => {
  it('the entry chunk (every page, `/` included)', () => {
    expect(firebaseReached(['src/main.tsx'])).toEqual([]);
  });

  it.each([
    ['/login', 'src/features/auth/login-page.tsx'],
    ['/register', 'src/features/auth/register-page.tsx'],
    ['/forgot-password', 'src/features/auth/forgot-password-page.tsx'],
  ])('%s, in the sign-in layout', (_path, page) => {
    expect(firebaseReached(['src/app/layouts/auth-layout.tsx', page])).toEqual([]);
  });
});

describe("a visitor's /pricing carries no signed-in code", () => {
  it('no companies, billing portal or checkout code in the pricing route chunk', () => {
    const graph = staticGraph(['src/features/billing/billing-routes.tsx']);
    const signedInOnly = [...graph.files.keys()].filter((file) =>
      /lib\/companies\/|lib\/billing\/(billing-api|use-payment-redirect|entitlements)|signed-in-pricing|seats-dialog/.test(
        file,
      ),
    );
    expect(signedInOnly.map((file) => importChain(graph, file))).toEqual([]);
  });
});
