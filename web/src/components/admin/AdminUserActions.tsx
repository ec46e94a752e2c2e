import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { AdminUserActions_user$key } from '../../__generated__/AdminUserActions_user.graphql';
import { type PayloadErrorRef, splitPayloadErrors } from '../../lib/formErrors';
import { requestErrorMessage } from '../../relay/requestErrors';
import { Modal } from '../swipes/Modal';
import { ImpersonateButton } from './ImpersonateButton';
import { useAdminSignOutUser } from './useAdminSignOutUser';
import { useSetUserDisabled } from './useSetUserDisabled';

type Action = 'signOut' | 'disable' | 'enable';

const CONFIRM: Record<Action, { title: string; body: string; button: string; busy: string }> = {
  signOut: {
    title: 'Sign out everywhere?',
    body: 'Every browser signed in to this account is signed out at once, and its personal tokens (the Chrome extension’s too) stop working. They can sign in again.',
    button: 'Sign out everywhere',
    busy: 'Signing out…',
  },
  disable: {
    title: 'Disable this account?',
    body: 'They are signed out everywhere at once, their tokens stop working and they cannot sign in until the account is enabled again. Nothing of theirs is deleted.',
    button: 'Disable account',
    busy: 'Disabling…',
  },
  enable: {
    title: 'Enable this account again?',
    body: 'They can sign in again with their password. Their old sessions and tokens stay ended.',
    button: 'Enable account',
    busy: 'Enabling…',
  },
};

const DONE: Record<Action, string> = {
  signOut: 'Signed out everywhere',
  disable: 'Account disabled',
  enable: 'Account enabled',
};

/** Sign out everywhere, disable, enable: each asks first and says how it went. */
export function AdminUserActions({ user: userKey }: { user: AdminUserActions_user$key }) {
  const user = useFragment(
    graphql`
      fragment AdminUserActions_user on AdminUser {
        id
        email
        isAdmin
        disabledAt
      }
    `,
    userKey,
  );
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [signOut, signingOut] = useAdminSignOutUser();
  const [setDisabled, settingDisabled] = useSetUserDisabled();
  const inFlight = signingOut || settingDisabled;

  const run = (action: Action) => {
    if (inFlight) return;
    const outcome = {
      onCompleted: (errors: readonly PayloadErrorRef[]) => {
        if (errors.length === 0) {
          setConfirming(null);
          toast.success(DONE[action], { description: user.email });
          return;
        }
        toast.error(splitPayloadErrors(errors).form ?? 'That did not work. Please try again.');
      },
      onError: (error: Error) => {
        toast.error('That did not work', { description: requestErrorMessage(error) });
      },
    };
    if (action === 'signOut') signOut(user.id, outcome);
    else setDisabled(user.id, action === 'disable', outcome);
  };

  const confirm = confirming ? CONFIRM[confirming] : null;
  return (
    <div className="flex flex-wrap gap-3">
      <ImpersonateButton
        userId={user.id}
        email={user.email}
        refusal={
          user.isAdmin
            ? 'Administrators cannot be impersonated.'
            : user.disabledAt
              ? 'Enable the account before viewing it.'
              : null
        }
      />
      <button type="button" className="btn-secondary" onClick={() => setConfirming('signOut')}>
        Sign out everywhere
      </button>
      {user.disabledAt ? (
        <button type="button" className="btn-secondary" onClick={() => setConfirming('enable')}>
          Enable account
        </button>
      ) : (
        <button
          type="button"
          disabled={user.isAdmin}
          title={user.isAdmin ? 'Administrators cannot be disabled.' : undefined}
          onClick={() => setConfirming('disable')}
          className="rounded-lg border border-red-300 px-4 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
        >
          Disable account
        </button>
      )}
      <Modal
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirm?.title ?? ''}
        description={confirm?.body}
      >
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setConfirming(null)}>
            Cancel
          </button>
          <button
            type="button"
            disabled={inFlight}
            onClick={() => (confirming ? run(confirming) : undefined)}
            className={`rounded-lg px-4 py-2.5 text-sm font-semibold text-white disabled:opacity-60 ${
              confirming === 'enable'
                ? 'bg-indigo-600 hover:bg-indigo-700'
                : 'bg-red-600 hover:bg-red-700'
            }`}
          >
            {inFlight ? confirm?.busy : confirm?.button}
          </button>
        </div>
      </Modal>
    </div>
  );
}
