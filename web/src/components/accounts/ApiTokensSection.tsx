import { nodesOf } from '@swipestack/common/lists';
import { useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ApiTokensSection_viewer$key } from '../../__generated__/ApiTokensSection_viewer.graphql';
import type { ApiTokensSectionPaginationQuery } from '../../__generated__/ApiTokensSectionPaginationQuery.graphql';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { ApiTokenItem } from './ApiTokenItem';
import { NewApiTokenForm } from './NewApiTokenForm';
import { useRevokeApiToken } from './useRevokeApiToken';

/**
 * Tokens shown at first and per "Show more". A user has at most 25 working tokens (the
 * extension's among them), so 10 keeps the section short and the create form in view; the
 * rest are a click away.
 */
const PAGE_SIZE = 10;

/** The viewer's personal tokens: list, create (the secret is shown once), revoke. */
export function ApiTokensSection({ viewer }: { viewer: ApiTokensSection_viewer$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    ApiTokensSectionPaginationQuery,
    ApiTokensSection_viewer$key
  >(
    graphql`
      fragment ApiTokensSection_viewer on User
      @refetchable(queryName: "ApiTokensSectionPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        id
        apiTokens(first: $count, after: $cursor) @connection(key: "ApiTokensSection_apiTokens") {
          totalCount
          edges {
            node {
              id
              ...ApiTokenItem_token
            }
          }
        }
      }
    `,
    viewer,
  );
  const nameInput = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  // After a revoke, focus goes to the token now in its place (or the form): not to the page.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const [revoke, revoking] = useRevokeApiToken(data.id);
  const tokens = nodesOf(data.apiTokens);
  const total = data.apiTokens.totalCount;
  const { listRef, showMore } = useShowMore(tokens.length, PAGE_SIZE, {
    hasNext,
    isLoadingNext,
    loadNext,
  });

  useEffect(() => {
    if (focusAt === null) return;
    setFocusAt(null);
    const items = listRef.current?.children;
    const next = items?.[Math.min(focusAt, items.length - 1)];
    if (next instanceof HTMLElement) next.focus();
    else nameInput.current?.focus();
  }, [focusAt, listRef]);

  const onRevoke = (id: string) => {
    const position = tokens.findIndex((token) => token.id === id);
    revoke(id, {
      onSettled: () => setConfirming(null),
      onRevoked: () => setFocusAt(Math.max(0, position)),
    });
  };

  return (
    <div className="space-y-5">
      {total === 0 ? (
        <p className="text-sm text-slate-600">
          No tokens yet. The Chrome extension creates its own when you connect it.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{total === 1 ? '1 token' : `${total} tokens`}</p>
          <ul ref={listRef} aria-label="Tokens" className="divide-y divide-slate-200">
            {tokens.map((token) => (
              <ApiTokenItem
                key={token.id}
                token={token}
                confirming={confirming === token.id}
                revoking={revoking}
                onAsk={() => setConfirming(token.id)}
                onRevoke={() => onRevoke(token.id)}
                onCancel={() => setConfirming(null)}
              />
            ))}
          </ul>
        </>
      )}
      {hasNext ? (
        <ShowMoreButton
          remaining={total - tokens.length}
          pageSize={PAGE_SIZE}
          singular="token"
          plural="tokens"
          loading={isLoadingNext}
          onClick={showMore}
        />
      ) : null}
      <NewApiTokenForm viewerId={data.id} nameInput={nameInput} />
    </div>
  );
}
