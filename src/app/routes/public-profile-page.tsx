import { useEffect } from 'react';
import { useLoaderData } from 'react-router';
import { PublicProfileCard } from '@/lib/profile/public-profile-card';
import { setDocumentMeta } from '../providers/document-title';
import type { publicProfileLoader } from './public-profile-route';

// The router loads loader and page in one chunk on first use (nothing of them in the entry).
export { publicProfileLoader } from './public-profile-route';

/** `/@username`: what the user chose to make public (display name and username always). */
export default function PublicProfilePage() {
  const { profile } = useLoaderData<typeof publicProfileLoader>();
  useEffect(
    () =>
      setDocumentMeta(
        `${profile.displayName} (@${profile.username})`,
        `${profile.displayName} on Parley.`,
      ),
    [profile.displayName, profile.username],
  );
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <article
        aria-label="Public profile"
        className="rounded-xl border bg-card p-6 shadow-sm sm:p-8"
      >
        <PublicProfileCard profile={profile} heading="h1" />
      </article>
    </div>
  );
}
