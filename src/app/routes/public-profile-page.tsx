import { profilePageMeta } from '@contracts/page-head';
import type { PublicProfileDoc } from '@contracts/profile';
import { useEffect, useState } from 'react';
import { useLoaderData, useParams } from 'react-router';
import { PublicProfileCard } from '@/lib/profile/public-profile-card';
import { setDocumentMeta } from '../providers/document-title';
import type { publicProfileLoader } from './public-profile-route';
import { readServedProfile } from './public-profile-served';

// The router loads loader and page in one chunk on first use (nothing of them in the entry).
export { publicProfileLoader } from './public-profile-route';

function PublicProfileView({ profile }: { profile: PublicProfileDoc }) {
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

/** `/@username`: what the user chose to make public (display name and username always). */
export default function PublicProfilePage() {
  const { profile } = useLoaderData<typeof publicProfileLoader>();
  useEffect(() => {
    const { title, description } = profilePageMeta(profile);
    setDocumentMeta(title, description);
  }, [profile]);
  return <PublicProfileView profile={profile} />;
}

/**
 * While the app starts on a profile the server rendered (the `publicPage` function): the same
 * markup, from the profile in the HTML, so React takes it over as it is while the loader runs.
 * Anywhere else, nothing (as the root's fallback).
 */
export function PublicProfileFallback() {
  const { handle } = useParams();
  const [profile] = useState(readServedProfile);
  return profile && handle === `@${profile.username}` ? (
    <PublicProfileView profile={profile} />
  ) : null;
}
