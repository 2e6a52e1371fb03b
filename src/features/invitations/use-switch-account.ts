import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { hrefs, paths } from '@/config/paths';
import { signOutUser } from '@/lib/auth/auth-service';
import { useAction } from '@/lib/data/use-action';

/** Signs out and opens sign-in, which returns to this invitation afterwards. */
export function useSwitchAccount() {
  const location = useLocation();
  const navigate = useNavigate();
  // Signing out is not a callable: its failure has words of its own.
  const switching = useAction(
    async (back: string) => {
      await signOutUser();
      return back;
    },
    {
      errorToast: false,
      onSuccess: (back) => navigate(hrefs.withRedirect(paths.login.path, back), { replace: true }),
    },
  );

  return {
    switching: switching.pending,
    switchAccount: () =>
      void switching
        .runAsync(`${location.pathname}${location.search}`)
        .catch(() => toast.error('We could not sign you out. Please try again.')),
  };
}
