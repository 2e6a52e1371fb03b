import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { callableCode, callableMessage } from '../firebase/callable-errors';

/** A human message for a failed call; a full plan gets a link to the plans. */
export function CallableErrorText({ error }: { error: unknown }) {
  const message = callableMessage(error);
  // The seat limit (or another quota) is reached: the message links to the plans.
  if (callableCode(error) !== 'resource-exhausted') return <>{message}</>;
  return (
    <>
      {message}{' '}
      <Link to={paths.pricing.path} className="font-medium text-primary underline">
        See plans
      </Link>
    </>
  );
}

/** Shows a failed call as an error toast. */
export function toastCallableError(error: unknown): void {
  toast.error(<CallableErrorText error={error} />);
}
