import { useLoaderData } from 'react-router-dom';
import { PageHeader } from '@/lib/ui/page-header';
import { setDocumentMeta } from '../providers/document-title';
import { useEffect } from 'react';
import type { publicProfileLoader } from './public-profile-route';

/** `/@username`: the public profile arrives with the profile issue; the route is live now. */
export default function PublicProfilePage() {
  const { username } = useLoaderData<typeof publicProfileLoader>();
  useEffect(() => setDocumentMeta(`@${username}`), [username]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageHeader title={`@${username}`} description="Public profile" />
    </div>
  );
}
