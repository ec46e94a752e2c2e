import { nodesOf } from '@swipestack/common/lists';
import { assignableRoles, can, roleLabel } from '@swipestack/common/roles';
import { type FormEvent, useId, useRef, useState, useTransition } from 'react';
import { graphql, useMutation, usePaginationFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { TeamInvitesDeleteMutation } from '../../__generated__/TeamInvitesDeleteMutation.graphql';
import type { TeamInvitesFragment$key } from '../../__generated__/TeamInvitesFragment.graphql';
import type { TeamInvitesRefetchQuery } from '../../__generated__/TeamInvitesRefetchQuery.graphql';
import type {
  TeamInvitesSendMutation,
  TeamRole,
} from '../../__generated__/TeamInvitesSendMutation.graphql';
import {
  type FieldErrors,
  firstPayloadError,
  NETWORK_ERROR_MESSAGE,
  splitPayloadErrors,
} from '../../lib/formErrors';
import { connectionOf, removeFromConnection } from '../../relay/connections';
import { FormAlert, TextField } from '../forms';
import { ShowMoreButton, useShowMore } from '../ShowMore';
import { addTeamInvite, TEAM_INVITES_CONNECTION } from './teamStore';

/** Invites shown at first and per "Show more" (the server's largest page). */
const PAGE_SIZE = 100;
function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/**
 * Admins and owners invite people by email (Viewer, Editor or Admin; Owner for owners) and
 * withdraw pending invites; every member sees the pending invites (docs/permissions.md).
 */
export function TeamInvites({ team }: { team: TeamInvitesFragment$key }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    TeamInvitesRefetchQuery,
    TeamInvitesFragment$key
  >(
    graphql`
      fragment TeamInvitesFragment on Team
      @refetchable(queryName: "TeamInvitesRefetchQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        id
        viewerRole
        invites(first: $count, after: $cursor) @connection(key: "TeamInvites_invites") {
          totalCount
          edges {
            node {
              id
              email
              role
              invitedByName
              expiresAt
            }
          }
        }
      }
    `,
    team,
  );
  const formId = useId();
  const listHeadingId = useId();
  const emailInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('VIEWER');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  const [commitSend, sending] = useMutation<TeamInvitesSendMutation>(graphql`
    mutation TeamInvitesSendMutation($input: InviteMemberInput!) {
      inviteMember(input: $input) {
        invite {
          id
          email
          role
          invitedByName
          expiresAt
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const [commitDelete, deleting] = useMutation<TeamInvitesDeleteMutation>(graphql`
    mutation TeamInvitesDeleteMutation($input: DeleteInviteInput!) {
      deleteInvite(input: $input) {
        deletedId
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const manage = can(data.viewerRole, 'manageMembers');
  const roles = assignableRoles(data.viewerRole);
  const invites = nodesOf(data.invites);
  const total = data.invites.totalCount;
  const { listRef, showMore } = useShowMore(invites.length, PAGE_SIZE, {
    hasNext,
    isLoadingNext,
    loadNext,
  });

  const onSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setErrors({});
    setFormError(null);
    commitSend({
      variables: { input: { teamId: data.id, email: email.trim(), role } },
      updater: (store, response) => {
        const invite = response?.inviteMember.invite;
        if (invite) addTeamInvite(store, data.id, invite.id);
      },
      onCompleted: ({ inviteMember }) => {
        if (inviteMember.invite && inviteMember.errors.length === 0) {
          toast.success('Invite sent', {
            description: `${inviteMember.invite.email} gets a link to join as ${roleLabel(role)}.`,
          });
          setEmail('');
          emailInput.current?.focus();
          return;
        }
        const split = splitPayloadErrors(inviteMember.errors);
        setErrors(split.fields);
        setFormError(split.form);
        if (split.fields.email) emailInput.current?.focus();
      },
      onError: () => setFormError(NETWORK_ERROR_MESSAGE),
    });
  };

  const onDelete = (inviteId: string) => {
    setDeletingId(inviteId);
    commitDelete({
      variables: { input: { id: inviteId } },
      updater: (store, response) => {
        const gone = response?.deleteInvite.deletedId;
        if (gone) removeFromConnection(connectionOf(store, data.id, TEAM_INVITES_CONNECTION), gone);
      },
      onCompleted: ({ deleteInvite }) => {
        setDeletingId(null);
        if (deleteInvite.deletedId) {
          toast.success('Invite deleted');
          return;
        }
        toast.error('Unable to remove invite', {
          description: firstPayloadError(deleteInvite.errors) ?? undefined,
        });
        startTransition(() => {
          refetch({}, { fetchPolicy: 'network-only' });
        });
      },
      onError: () => {
        setDeletingId(null);
        toast.error('Unable to remove invite', { description: NETWORK_ERROR_MESSAGE });
      },
    });
  };

  return (
    <>
      {manage ? (
        <section aria-labelledby={`${formId}-heading`}>
          <h3 id={`${formId}-heading`} className="text-base font-semibold">
            Invite people
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            We email them a link that works once, for that address, for 7 days.
          </p>
          <form noValidate onSubmit={onSend} aria-label="Invite people" className="mt-3 space-y-3">
            <FormAlert message={formError} />
            <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-start">
              <TextField
                ref={emailInput}
                id={`${formId}-email`}
                name="email"
                label="Email"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={errors.email}
              />
              <div>
                <label
                  htmlFor={`${formId}-role`}
                  className="block text-sm font-medium text-slate-800"
                >
                  Role
                </label>
                <select
                  id={`${formId}-role`}
                  value={role}
                  onChange={(event) => setRole(event.target.value as TeamRole)}
                  className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm"
                >
                  {roles.map((value) => (
                    <option key={value} value={value}>
                      {roleLabel(value)}
                    </option>
                  ))}
                </select>
                {errors.role ? (
                  <p className="mt-1 text-sm font-medium text-red-700">{errors.role}</p>
                ) : null}
              </div>
              <button type="submit" className="btn-primary sm:mt-6" disabled={sending}>
                {sending ? 'Sending…' : 'Send invite'}
              </button>
            </div>
          </form>
        </section>
      ) : null}
      <section aria-labelledby={listHeadingId}>
        <h3 id={listHeadingId} className="text-base font-semibold">
          Pending invites
          {total > 0 ? <span className="font-normal text-slate-500"> ({total})</span> : null}
        </h3>
        {invites.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No pending invites.</p>
        ) : (
          <ul ref={listRef} aria-label="Pending invites" className="mt-2 divide-y divide-slate-200">
            {invites.map((invite) => (
              <li
                key={invite.id}
                tabIndex={-1}
                className="focus:outline-none focus-visible:ring-2 flex flex-wrap items-center gap-x-3 gap-y-1 py-3"
              >
                <div className="min-w-0 flex-1 basis-48">
                  <p className="truncate text-sm font-medium text-slate-900">{invite.email}</p>
                  <p className="text-sm text-slate-600">
                    {roleLabel(invite.role)}
                    {invite.invitedByName ? <> · invited by {invite.invitedByName}</> : null} ·
                    expires <time dateTime={invite.expiresAt}>{formatDate(invite.expiresAt)}</time>
                  </p>
                </div>
                {manage ? (
                  <button
                    type="button"
                    aria-label={`Delete invite for ${invite.email}`}
                    disabled={deleting}
                    onClick={() => onDelete(invite.id)}
                    className="rounded-md border border-red-300 px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
                  >
                    {deletingId === invite.id ? 'Deleting…' : 'Delete'}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {hasNext ? (
          <ShowMoreButton
            remaining={total - invites.length}
            pageSize={PAGE_SIZE}
            singular="invite"
            plural="invites"
            loading={isLoadingNext}
            onClick={showMore}
          />
        ) : null}
      </section>
    </>
  );
}
