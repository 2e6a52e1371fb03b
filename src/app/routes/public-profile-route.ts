import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { PUBLIC_PROFILE_PATTERN } from '@/config/paths';

/**
 * `/:handle` catches one-segment paths; only `@username` ones are public profiles (exempt from
 * the guard). Anything else is a 404.
 */
export function publicProfileLoader({ request }: LoaderFunctionArgs): { username: string } {
  const match = PUBLIC_PROFILE_PATTERN.exec(new URL(request.url).pathname.replace(/\/+$/, ''));
  if (!match?.[1]) throw data(null, { status: 404 });
  return { username: match[1] };
}
