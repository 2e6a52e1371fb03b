import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { callableMessage } from '../firebase/callable-errors';
import { callableReason, reasonLeadsToPlans } from '../firebase/error-reasons';

/** A human message for a failed call, with a link to the plans when that is the way on. */
export function CallableErrorText({ error }: { error: unknown }) {
  const message = callableMessage(error);
  if (!reasonLeadsToPlans(callableReason(error))) return <>{message}</>;
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
