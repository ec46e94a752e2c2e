import { useRef, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router';
import type { InvitePageQuery as InvitePageQueryType } from '../__generated__/InvitePageQuery.graphql';
import { useSignOut } from '../components/accounts/useSignOut';
import { useAcceptInvite } from '../components/teams/useAcceptInvite';
import { loginRedirectPath } from '../lib/next';
import { pageTitle } from '../lib/site';
import { preload } from '../relay/preload';

const InvitePageQuery = graphql`
  query InvitePageQuery {
    viewer {
      id
      email
    }
  }
`;

interface InviteData {
  queryRef: PreloadedQuery<InvitePageQueryType>;
  token: string;
}

/**
 * `/invite/:token`, the emailed link. It sits in the app layout, whose loader sends signed-out
 * visitors to /login?next=/invite/<token> (and /register keeps `next`), so they come back here.
 */
export function inviteLoader({ params }: LoaderFunctionArgs): InviteData {
  return {
    token: params.token ?? '',
    queryRef: preload<InvitePageQueryType>(InvitePageQuery, {}),
  };
}

export function InvitePage() {
  const { queryRef, token } = useLoaderData() as InviteData;
  const data = usePreloadedQuery<InvitePageQueryType>(InvitePageQuery, queryRef);
  const navigate = useNavigate();
  const viewer = data.viewer;
  const [accept, accepting] = useAcceptInvite(viewer?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [signOut, signingOut] = useSignOut(loginRedirectPath(`/invite/${token}`));
  const errorRef = useRef<HTMLDivElement>(null);
  if (!viewer) return null;

  const onAccept = () => {
    setError(null);
    accept(
      { token },
      {
        onAccepted: () => void navigate('/swipes', { replace: true }),
        onFailed: (message) => {
          setError(message);
          // Move to the message, so a keyboard or screen-reader user lands on the way forward.
          requestAnimationFrame(() => errorRef.current?.focus());
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-8">
      <title>{pageTitle('Team invite')}</title>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Join a team</h1>
        <p className="mt-2 text-slate-600">
          You were invited to a team workspace on Swipestack. Accept to see and save swipes with the
          team. You are signed in as{' '}
          <span className="font-medium text-slate-900">{viewer.email}</span>.
        </p>
        {error ? (
          <div
            ref={errorRef}
            tabIndex={-1}
            role="alert"
            className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 focus:outline-none"
          >
            <p className="font-medium text-red-800">{error}</p>
            <p className="mt-2 text-sm text-red-900">
              An invite link works once, for the address it was sent to, for 7 days; when an invite
              is sent again, earlier links lead to the new one. Ask whoever invited you for a new
              invite, or sign in with the address the invite was sent to.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to="/swipes" className="btn-primary">
                Go to your swipes
              </Link>
              <button
                type="button"
                className="btn-secondary"
                onClick={signOut}
                disabled={signingOut}
              >
                {signingOut ? 'Signing out…' : 'Sign in with another account'}
              </button>
            </div>
          </div>
        ) : (
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary"
              onClick={onAccept}
              disabled={accepting || !token}
            >
              {accepting ? 'Accepting…' : 'Accept invite'}
            </button>
            <Link to="/swipes" className="btn-secondary">
              Not now
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
