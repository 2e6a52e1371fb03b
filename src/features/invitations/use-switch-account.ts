import { useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { hrefs, paths } from '@/config/paths';
import { signOutUser } from '@/lib/auth/auth-service';

/** Signs out and opens sign-in, which returns to this invitation afterwards. */
export function useSwitchAccount() {
  const location = useLocation();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);

  async function switchAccount() {
    setSwitching(true);
    const back = `${location.pathname}${location.search}`;
    try {
      await signOutUser();
      await navigate(hrefs.withRedirect(paths.login.path, back), { replace: true });
    } catch {
      setSwitching(false);
      toast.error('We could not sign you out. Please try again.');
    }
  }

  return { switching, switchAccount: () => void switchAccount() };
}
