import {
  data,
  redirect,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { loadAuth } from '@/lib/auth/load-auth';
import { decide, needsAuthState, type GuardLocation } from './decide';
import { isAdminPath } from './route-rules';

export interface DeniedPayload {
  title: string;
  message: string;
}

/** Loaders never see the hash; take it from the address bar when it is the same page (first load). */
function locationOf(request: Request): GuardLocation {
  const url = new URL(request.url);
  const sameAsWindow =
    typeof window !== 'undefined' &&
    window.location.pathname === url.pathname &&
    window.location.search === url.search;
  return {
    pathname: url.pathname,
    search: url.search,
    hash: sameAsWindow ? window.location.hash : '',
  };
}

/**
 * The loader of every layout route: once the auth state is known it applies the pure guard,
 * so no child loader (or Firestore read) runs for someone who may not see the page.
 * Public pages decide without loading Auth at all.
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const location = locationOf(request);
  const auth = needsAuthState(location.pathname)
    ? await (await loadAuth()).getAuthSnapshot({ needsSuperAdmin: isAdminPath(location.pathname) })
    : { signedIn: false };
  const decision = decide(location, auth);
  if (decision.type === 'redirect') throw redirect(decision.to);
  if (decision.type === 'deny') {
    throw data<DeniedPayload>(
      { title: decision.title, message: decision.message },
      { status: decision.status },
    );
  }
  return null;
}

/** Layouts hold pages with different rules: decide again on every path change. */
export function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}
