import { SecondFactorDialog } from './second-factor-dialog';
import { StepUpDialog } from './step-up-dialog';

/**
 * The questions Auth may need to ask in the middle of something else: the SMS code of a
 * two-step sign-in, and "confirm it's you" before a privileged action. Each layout that can
 * sign someone in or run such an action mounts this once.
 */
export function AuthPrompts() {
  return (
    <>
      <StepUpDialog />
      <SecondFactorDialog />
    </>
  );
}
