import { useEffect, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import { type Environment, fetchQuery } from 'relay-runtime';
import type { ExistingSwipeWarningQuery } from '../../../__generated__/ExistingSwipeWarningQuery.graphql';
import { useDebounced } from '../../../lib/useDebounced';

const LOOKUP_DELAY_MS = 300;

const Query = graphql`
  query ExistingSwipeWarningQuery($teamId: ID!, $url: String!) {
    node(id: $teamId) {
      ... on Team {
        swipeByUrl(url: $url) {
          id
          title
          createdAt
        }
      }
    }
  }
`;

interface Existing {
  id: string;
  title: string;
  createdAt: string;
}

/** An address worth asking about: absolute http(s), as the server's swipeByUrl takes. */
function lookupAddress(typed: string): string | null {
  const text = typed.trim();
  if (!text || text.length > 4096) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The team's swipe already saved from `url` (its given, final or canonical address), or null;
 * null too when the question cannot be answered (it is only a warning).
 */
export async function findExistingSwipe(
  environment: Environment,
  teamId: string,
  url: string,
): Promise<Existing | null> {
  try {
    const data = await fetchQuery<ExistingSwipeWarningQuery>(environment, Query, {
      teamId,
      url,
    }).toPromise();
    return data?.node?.swipeByUrl ?? null;
  } catch {
    return null;
  }
}

/** The team's swipe already saved from the typed address (asked once typing pauses), or null. */
function useExistingSwipe(teamId: string, typed: string): Existing | null {
  const environment = useRelayEnvironment();
  const url = useDebounced(lookupAddress(typed), LOOKUP_DELAY_MS);
  const [found, setFound] = useState<{ url: string; swipe: Existing | null } | null>(null);
  useEffect(() => {
    if (!url) return;
    const subscription = fetchQuery<ExistingSwipeWarningQuery>(environment, Query, {
      teamId,
      url,
    }).subscribe({
      next: (data) => setFound({ url, swipe: data.node?.swipeByUrl ?? null }),
      // Only a warning: without an answer the form works as before.
      error: () => setFound({ url, swipe: null }),
    });
    return () => subscription.unsubscribe();
  }, [environment, teamId, url]);
  // An answer about an address no longer typed says nothing.
  return found && found.url === lookupAddress(typed) ? found.swipe : null;
}

/**
 * "Already in your swipe file" under the address field, with a link to the swipe saved from it
 * (the link closes the dialog); saving again stays possible.
 */
export function ExistingSwipeWarning({
  teamId,
  url,
  onOpenSwipe,
}: {
  teamId: string;
  url: string;
  onOpenSwipe: () => void;
}) {
  const existing = useExistingSwipe(teamId, url);
  const { pathname, search } = useLocation();
  // The detail view of that swipe, without an onboarding task that would open this dialog again.
  const params = new URLSearchParams(search);
  params.delete('referrer');
  params.delete('task');
  if (existing) params.set('swipe', existing.id);
  return (
    <div aria-live="polite">
      {existing ? (
        <div className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-semibold">Already in your swipe file</p>
          <p>
            <Link
              to={`${pathname}?${params}`}
              onClick={onOpenSwipe}
              className="font-medium text-indigo-700 underline"
            >
              {existing.title}
            </Link>
            , saved{' '}
            <time dateTime={existing.createdAt}>
              {new Date(existing.createdAt).toLocaleDateString(undefined, {
                day: 'numeric',
                month: 'short',
                year: 'numeric',
              })}
            </time>
            . Saving again makes a second swipe.
          </p>
        </div>
      ) : null}
    </div>
  );
}
