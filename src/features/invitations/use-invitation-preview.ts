import type { InvitationPreview } from '@contracts/companies';
import { useEffect, useState } from 'react';
import { previewInvitation } from './invitation-api';

export type PreviewState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'done'; preview: InvitationPreview };

const INVALID: PreviewState = { status: 'done', preview: { usable: false, problem: 'invalid' } };

/**
 * The invitation behind a token, asked through `preview`. A malformed token (null here) is
 * invalid without asking. `reload` asks again (after an error, or when an action failed).
 */
export function useInvitationPreview(token: string | null): PreviewState & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; state: PreviewState } | null>(null);
  const key = `${token ?? ''}#${attempt}`;

  useEffect(() => {
    if (!token) return;
    let live = true;
    previewInvitation(token).then(
      (preview) => live && setAnswer({ key, state: { status: 'done', preview } }),
      (error: unknown) => live && setAnswer({ key, state: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
  }, [token, key]);

  const reload = () => setAttempt((n) => n + 1);
  if (!token) return { ...INVALID, reload };
  // Asking again after an answer keeps it on screen (no flash); after an error it shows loading.
  const state =
    answer?.key === key || answer?.state.status === 'done' ? (answer?.state ?? null) : null;
  return { ...(state ?? { status: 'loading' }), reload };
}
