import { useMatches } from 'react-router-dom';
import { PageHeader } from '@/lib/ui/page-header';
import type { RouteHandle } from '../providers/document-title';
import { paths } from '@/config/paths';

/**
 * Layout, title and heading for pages whose feature has not landed yet (companies, billing,
 * the affiliate programme, admin sections, policies, profile). Each feature replaces its
 * routes' `lazy` import in router.tsx when it arrives.
 */
export default function PlaceholderPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const entry: { title: string; description?: string } | undefined = handle?.pathId
    ? paths[handle.pathId]
    : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader title={entry?.title ?? 'Coming soon'} description={entry?.description} />
      <p className="text-sm text-muted-foreground">This section is on its way.</p>
    </div>
  );
}
