import { useEffect, useRef } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import type { ImpersonationBanner_viewer$key } from '../../__generated__/ImpersonationBanner_viewer.graphql';
import type { ImpersonationBannerRecheckQuery } from '../../__generated__/ImpersonationBannerRecheckQuery.graphql';
import { useExitImpersonation } from './useExitImpersonation';

/** The viewer's impersonation, asked again (also how public pages get the banner). */
export const ImpersonationBannerQuery = graphql`
  query ImpersonationBannerRecheckQuery {
    viewer {
      id
      ...ImpersonationBanner_viewer
    }
  }
`;

/** Back to the admin area: a full load, since the browser's session is the admin's again. */
const backToAdmin = () => window.location.assign('/admin/users');

/**
 * The spec's impersonation banner, on every page of the app while an administrator views the
 * account (the session says so, not the address). It asks the server again on each route change
 * and when the hour ends; once the impersonation is over it goes back to /admin/users.
 */
export function ImpersonationBanner({ viewer }: { viewer: ImpersonationBanner_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ImpersonationBanner_viewer on User {
        id
        impersonation {
          targetUserId
          endsAt
        }
      }
    `,
    viewer,
  );
  const environment = useRelayEnvironment();
  const { pathname } = useLocation();
  const impersonating = data.impersonation !== null;
  const endsAt = data.impersonation?.endsAt;
  const first = useRef(true);
  const [exit, exiting] = useExitImpersonation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked on each route change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!impersonating) return;
    const subscription = fetchQuery<ImpersonationBannerRecheckQuery>(
      environment,
      ImpersonationBannerQuery,
      {},
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (answer) => {
        if (answer.viewer?.id !== data.id) backToAdmin();
      },
      error: () => {},
    });
    return () => subscription.unsubscribe();
  }, [pathname]);

  // The hour ends: the server has already ended it; show the administrator their own view.
  useEffect(() => {
    if (!endsAt) return;
    const left = new Date(endsAt).getTime() - Date.now();
    const timer = setTimeout(
      () => {
        toast('The impersonation ended after 60 minutes.');
        backToAdmin();
      },
      Math.max(0, Math.min(left + 1000, 2_147_483_647)),
    );
    return () => clearTimeout(timer);
  }, [endsAt]);

  if (!data.impersonation) return null;
  const onExit = () => {
    if (exiting) return;
    exit();
  };
  return (
    <section
      aria-label="Impersonation"
      className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950"
    >
      <p>
        <strong>Admin Impersonation Active:</strong> You are viewing this account as an
        administrator.
      </p>
      <p>
        Target User ID: <code className="break-all">{data.impersonation.targetUserId}</code>
      </p>
      <p>
        Ends at{' '}
        {new Date(data.impersonation.endsAt).toLocaleTimeString(undefined, {
          timeStyle: 'short',
        })}
      </p>
      <button
        type="button"
        onClick={onExit}
        disabled={exiting}
        className="ml-auto rounded-md bg-amber-900 px-3 py-1.5 font-semibold text-white hover:bg-amber-950 disabled:opacity-60"
      >
        {exiting ? 'Exiting…' : 'Exit Impersonation'}
      </button>
    </section>
  );
}
