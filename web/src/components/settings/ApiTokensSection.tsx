import { nodesOf } from '@swipestack/common/lists';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { graphql, useMutation, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import { toast } from 'sonner';
import type { ApiTokensSection_viewer$key } from '../../__generated__/ApiTokensSection_viewer.graphql';
import type { ApiTokensSectionCreateMutation } from '../../__generated__/ApiTokensSectionCreateMutation.graphql';
import type { ApiTokensSectionPaginationQuery } from '../../__generated__/ApiTokensSectionPaginationQuery.graphql';
import type { ApiTokensSectionRevokeMutation } from '../../__generated__/ApiTokensSectionRevokeMutation.graphql';
import { formatWhen } from '../../lib/accessLabels';
import { copyToClipboard } from '../../lib/clipboard';
import { firstPayloadError, NETWORK_ERROR_MESSAGE, splitPayloadErrors } from '../../lib/formErrors';
import { addToTotalCount, connectionOf } from '../../relay/connections';
import { TextField } from '../forms';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { ConfirmBox } from '../teams/ConfirmBox';

/** The lifetimes the server accepts (services/access.ts), in days; '' is no expiry. */
const LIFETIMES = [
  { value: '', label: 'Never' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
] as const;
type Scope = 'FULL' | 'READ_ONLY';
const SCOPES: { value: Scope; label: string }[] = [
  { value: 'FULL', label: 'Full access' },
  { value: 'READ_ONLY', label: 'Read only (queries, no changes)' },
];
const selectClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm';

/**
 * Tokens shown at first and per "Show more". A user has at most 25 working tokens (the
 * extension's among them), so 10 keeps the section short and the create form in view; the
 * rest are a click away.
 */
const PAGE_SIZE = 10;
const CONNECTION = 'ApiTokensSection_apiTokens';

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
              name
              createdAt
              lastUsedAt
              expiresAt
              scope
            }
          }
        }
      }
    `,
    viewer,
  );
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [lifetime, setLifetime] = useState<string>('');
  const [scope, setScope] = useState<Scope>('FULL');
  const [error, setError] = useState<string | undefined>(undefined);
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  // After a revoke, focus goes to the token now in its place (or the form): not to the page.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const lifetimeId = useId();
  const scopeId = useId();
  const [create, creating] = useMutation<ApiTokensSectionCreateMutation>(graphql`
    mutation ApiTokensSectionCreateMutation(
      $input: CreateApiTokenInput!
      $connections: [ID!]!
    ) {
      createApiToken(input: $input) {
        token
        apiToken
          @prependNode(connections: $connections, edgeTypeName: "UserApiTokensConnectionEdge") {
          id
          name
          createdAt
          lastUsedAt
          expiresAt
          scope
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const [revoke, revoking] = useMutation<ApiTokensSectionRevokeMutation>(graphql`
    mutation ApiTokensSectionRevokeMutation(
      $input: RevokeApiTokenInput!
      $connections: [ID!]!
    ) {
      revokeApiToken(input: $input) {
        deletedId @deleteEdge(connections: $connections)
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);

  const tokens = nodesOf(data.apiTokens);
  const total = data.apiTokens.totalCount;
  const connections = [ConnectionHandler.getConnectionID(data.id, CONNECTION)];
  const { listRef, showMore } = useShowMore(tokens.length, PAGE_SIZE, {
    hasNext,
    isLoadingNext,
    loadNext,
  });

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating) return;
    setError(undefined);
    create({
      variables: {
        input: { name, expiresInDays: lifetime ? Number(lifetime) : null, scope },
        connections,
      },
      // @prependNode put the token first; the count follows.
      updater: (store, response) => {
        if (response?.createApiToken.apiToken) {
          addToTotalCount(connectionOf(store, data.id, CONNECTION), 1);
        }
      },
      onCompleted: ({ createApiToken }) => {
        const split = splitPayloadErrors(createApiToken.errors);
        const message = split.fields.name ?? split.fields.expiresInDays ?? split.form;
        if (message || !createApiToken.token) {
          setError(message ?? 'Unable to create the token');
          input.current?.focus();
          return;
        }
        setSecret({ name: createApiToken.apiToken?.name ?? name, token: createApiToken.token });
        setName('');
        setLifetime('');
        setScope('FULL');
      },
      onError: () => {
        toast.error(NETWORK_ERROR_MESSAGE);
      },
    });
  };

  useEffect(() => {
    if (focusAt === null) return;
    setFocusAt(null);
    const items = listRef.current?.children;
    const next = items?.[Math.min(focusAt, items.length - 1)];
    if (next instanceof HTMLElement) next.focus();
    else input.current?.focus();
  }, [focusAt, listRef]);

  const onRevoke = (id: string) => {
    const position = tokens.findIndex((token) => token.id === id);
    revoke({
      variables: { input: { id }, connections },
      // @deleteEdge took the token off the list; the count follows.
      updater: (store, response) => {
        if (response?.revokeApiToken.deletedId) {
          addToTotalCount(connectionOf(store, data.id, CONNECTION), -1);
        }
      },
      onCompleted: ({ revokeApiToken }) => {
        setConfirming(null);
        if (revokeApiToken.errors.length)
          toast.error(firstPayloadError(revokeApiToken.errors) ?? 'Unable to revoke the token');
        else {
          toast.success('Token revoked');
          setFocusAt(Math.max(0, position));
        }
      },
      onError: () => {
        toast.error(NETWORK_ERROR_MESSAGE);
      },
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
              <li
                key={token.id}
                tabIndex={-1}
                className="py-3 focus:outline-none focus-visible:ring-2"
              >
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-slate-900">
                      {token.name}{' '}
                      <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                        {token.scope === 'READ_ONLY' ? 'Read only' : 'Full access'}
                      </span>
                    </p>
                    <p className="text-sm text-slate-600">
                      Created {formatWhen(token.createdAt)} · last used{' '}
                      {formatWhen(token.lastUsedAt)} ·{' '}
                      {token.expiresAt ? `expires ${formatWhen(token.expiresAt)}` : 'never expires'}
                    </p>
                  </div>
                  {confirming === token.id ? null : (
                    <button
                      type="button"
                      className="btn-secondary !py-1.5"
                      aria-label={`Revoke ${token.name}`}
                      onClick={() => setConfirming(token.id)}
                    >
                      Revoke
                    </button>
                  )}
                </div>
                {confirming === token.id ? (
                  <ConfirmBox
                    confirmLabel="Revoke token"
                    busyLabel="Revoking…"
                    busy={revoking}
                    onConfirm={() => onRevoke(token.id)}
                    onCancel={() => setConfirming(null)}
                  >
                    Whatever uses “{token.name}” is signed out at once.
                  </ConfirmBox>
                ) : null}
              </li>
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

      {secret ? (
        <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-4">
          <p className="text-sm font-semibold text-emerald-900">
            “{secret.name}” created. Copy the token now: it is not shown again.
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code className="break-all rounded bg-white px-2 py-1 text-sm">{secret.token}</code>
            <button
              type="button"
              className="btn-secondary !py-1"
              onClick={() => copyToClipboard(secret.token, 'Token')}
            >
              Copy
            </button>
            <button type="button" className="text-sm underline" onClick={() => setSecret(null)}>
              Done
            </button>
          </div>
        </div>
      ) : null}

      <form noValidate onSubmit={onCreate} aria-label="New token" className="space-y-3">
        <TextField
          ref={input}
          name="tokenName"
          label="New token name"
          hint="What will use it, e.g. “Zapier” or “My script”. Send it as Authorization: Bearer <token>."
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={lifetimeId} className="block text-sm font-medium text-slate-800">
              Expires after
            </label>
            <select
              id={lifetimeId}
              value={lifetime}
              onChange={(event) => setLifetime(event.target.value)}
              className={selectClass}
            >
              {LIFETIMES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={scopeId} className="block text-sm font-medium text-slate-800">
              Access
            </label>
            <select
              id={scopeId}
              value={scope}
              onChange={(event) => setScope(event.target.value as Scope)}
              className={selectClass}
            >
              {SCOPES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="btn-primary" disabled={creating}>
          {creating ? 'Creating…' : 'Create token'}
        </button>
      </form>
    </div>
  );
}
