import { useLocation } from 'react-router';
import { NOT_FOUND_TITLE } from '@/config/paths';
import { ErrorPage } from './error-page';

/** SPEC §8: "Page Not Found: {path}", status 404. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <ErrorPage status={404} title={NOT_FOUND_TITLE} message={`${NOT_FOUND_TITLE}: ${pathname}`} />
  );
}
