import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { takeCheckoutError } from './checkout';

/**
 * A refused checkout comes back to the page with `?checkout_error=<message>`: the message
 * shows as an error toast and the parameter leaves the address (replace, no reload).
 */
export function useCheckoutReturn(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // `useTeamIdParam` replaces the address first; this runs again on the next one.
    if (new URLSearchParams(location.search).has('teamId')) return;
    const taken = takeCheckoutError(location.search);
    if (!taken) return;
    // One toast per return, even when the effect runs twice.
    toast.error(taken.message, { id: `checkout-error:${location.key}` });
    void navigate(
      { pathname: location.pathname, search: taken.search, hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);
}
