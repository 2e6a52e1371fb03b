import { CalendarDays } from 'lucide-react';
import type { PublicProfileDoc } from '@contracts/profile';
import { Avatar } from '../companies/avatar';
import { formatJoined } from './format-joined';

/**
 * A public profile as visitors see it on /@username. The profile page shows the same card as a
 * live preview, so what a user sees there is what others get.
 */
export function PublicProfileCard({
  profile,
  heading: Heading = 'h1',
}: {
  /** `username` null: the user has not chosen one yet (preview only). */
  profile: Omit<PublicProfileDoc, 'username'> & { username: string | null };
  heading?: 'h1' | 'h2' | 'h3' | 'h4';
}) {
  return (
    <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
      <Avatar name={profile.displayName} src={profile.photoURL} size="lg" />
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          <Heading className="break-words text-2xl font-semibold tracking-tight">
            {profile.displayName}
          </Heading>
          <p className="break-all text-sm text-muted-foreground">
            {profile.username ? `@${profile.username}` : 'No username yet'}
          </p>
        </div>
        {profile.bio ? (
          <p className="whitespace-pre-line break-words text-sm leading-relaxed">{profile.bio}</p>
        ) : null}
        {profile.joinedAt !== null ? (
          <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays aria-hidden className="size-4" />
            {formatJoined(profile.joinedAt)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
