import { invitationTokenSchema, type InvitationProblem } from '@contracts/companies';
import { useEffect, useRef, useState } from 'react';
import { callableCode, callableMessage } from '@/lib/firebase/callable-errors';
import {
  InvitationDeclined,
  InvitationLoadError,
  InvitationProblemView,
  LoadingInvitation,
  WrongAccount,
} from './invitation-states';
import { UsableInvitation } from './usable-invitation';
import { useInvitationPreview } from './use-invitation-preview';

type Outcome =
  | { kind: 'declined'; companyName: string }
  | { kind: 'wrong-account'; message: string }
  | { kind: 'problem'; problem: InvitationProblem }
  | null;

/**
 * The invitation behind a token, shared by /invite/:token and /accept-invite?token=…: preview,
 * then accept or decline; every reason it cannot be used gets its own page with a way on.
 * Render it with `key={token}`.
 */
export function InvitationPanel({ token }: { token: string | null }) {
  const valid = token !== null && invitationTokenSchema.safeParse(token).success ? token : null;
  const preview = useInvitationPreview(valid);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After the visitor acts, focus follows the new state's heading (screen readers hear it).
  const acted = useRef(false);

  const view = outcome
    ? outcome.kind === 'problem'
      ? outcome.problem
      : outcome.kind
    : preview.status === 'done'
      ? preview.preview.usable
        ? 'usable'
        : preview.preview.problem
      : preview.status;
  useEffect(() => {
    if (acted.current) heading.current?.focus();
  }, [view]);

  if (outcome?.kind === 'wrong-account') {
    return <WrongAccount message={outcome.message} titleRef={heading} />;
  }
  if (outcome?.kind === 'problem') {
    return <InvitationProblemView problem={outcome.problem} titleRef={heading} />;
  }
  if (outcome?.kind === 'declined') {
    return <InvitationDeclined companyName={outcome.companyName} titleRef={heading} />;
  }
  if (preview.status === 'loading') return <LoadingInvitation />;
  if (preview.status === 'error') {
    if (callableCode(preview.error) === 'permission-denied') {
      return <WrongAccount message={callableMessage(preview.error)} titleRef={heading} />;
    }
    return (
      <InvitationLoadError
        error={preview.error}
        titleRef={heading}
        onRetry={() => {
          acted.current = true;
          preview.reload();
        }}
      />
    );
  }
  const answer = preview.preview;
  if (!answer.usable) return <InvitationProblemView problem={answer.problem} titleRef={heading} />;
  return (
    <UsableInvitation
      token={valid ?? ''}
      preview={answer}
      titleRef={heading}
      onWrongAccount={(message) => {
        acted.current = true;
        setOutcome({ kind: 'wrong-account', message });
      }}
      onProblem={(problem) => {
        acted.current = true;
        setOutcome({ kind: 'problem', problem });
      }}
      onDeclined={() => {
        acted.current = true;
        setOutcome({ kind: 'declined', companyName: answer.companyName });
      }}
      onStale={() => {
        acted.current = true;
        preview.reload();
      }}
    />
  );
}
