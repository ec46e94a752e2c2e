import { Link } from 'react-router';
import { PAYMENTS_NOT_CONFIGURED } from '../../lib/checkout';

/**
 * Why upgrading is off on a server without Stripe, shown beside the disabled upgrade button
 * (its `id` describes the button). `setupHelp` is the server's text for administrators (null
 * for everyone else): how to switch payments on, and where to grant a plan meanwhile.
 */
export function PaymentsOffNotice({
  id,
  setupHelp,
  className = '',
}: {
  id: string;
  setupHelp: string | null | undefined;
  className?: string;
}) {
  return (
    <div
      className={`rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-left text-sm text-amber-950 ${className}`}
    >
      <p id={id}>{PAYMENTS_NOT_CONFIGURED}</p>
      {setupHelp ? (
        <>
          <p className="mt-2">{setupHelp}</p>
          <p className="mt-2">
            <Link to="/admin/users" className="font-semibold text-indigo-800 underline">
              Grant a plan in the admin area
            </Link>
          </p>
        </>
      ) : null}
    </div>
  );
}
