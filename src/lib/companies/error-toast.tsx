import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { callableErrorMessage, isQuotaError } from './callable-errors';

/** A human message for a failed call; a full plan gets a link to the plans. */
export function CallableErrorText({ error }: { error: unknown }) {
  const message = callableErrorMessage(error);
  if (!isQuotaError(error)) return <>{message}</>;
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
