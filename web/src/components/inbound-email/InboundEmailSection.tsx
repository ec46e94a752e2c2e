import { FREE_SWIPE_LIMIT } from '@swipestack/common/pricing';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { InboundEmailSection_viewer$key } from '../../__generated__/InboundEmailSection_viewer.graphql';
import { copyToClipboard } from '../../lib/clipboard';
import { SettingsSection } from '../SettingsSection';
import { CaptureUnavailableNote } from '../swipes/CaptureUnavailableNote';
import { ConfirmBox } from '../teams/ConfirmBox';
import { useWritableTeams } from '../teams/TeamPicker';
import { useRotateInboundEmailAddress } from './useRotateInboundEmailAddress';
import { useSetInboundEmailTeam } from './useSetInboundEmailTeam';

function AddressField({ address }: { address: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = () =>
    copyToClipboard(address, 'Address', { field: input.current, description: address });
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Your forwarding address
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          ref={input}
          id={id}
          readOnly
          value={address}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${id}-hint`}
          spellCheck={false}
          className="block min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm"
        />
        <button type="button" className="btn-primary" onClick={copy}>
          Copy
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        Forward newsletters, promotions and any other email here from any mailbox.
      </p>
    </div>
  );
}

function TeamSelect({
  value,
  teams,
}: {
  value: string | null;
  teams: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}) {
  const id = useId();
  const [setTeam, inFlight] = useSetInboundEmailTeam();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => setTeam(event.target.value);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Save forwarded emails to
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={onChange}
        disabled={inFlight}
        aria-describedby={`${id}-hint`}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm disabled:opacity-60 sm:w-72"
      >
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        Teams you can add swipes to. If you leave the team, or can no longer add swipes to it,
        emails go to your Personal team. On the Free plan a team holds {FREE_SWIPE_LIMIT} swipes:
        emails past that are not saved, and you get an email saying so.
      </p>
    </div>
  );
}

function RotateAddress({ address }: { address: string }) {
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // The confirmation unmounts when it closes; the focus goes back to what opened it.
  useEffect(() => {
    if (confirming || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [confirming]);
  const [rotate, inFlight] = useRotateInboundEmailAddress();
  const close = () => {
    returnFocus.current = true;
    setConfirming(false);
  };
  return confirming ? (
    <ConfirmBox
      confirmLabel="Yes, get a new address"
      busyLabel="Getting a new address…"
      busy={inFlight}
      onConfirm={() => rotate(close)}
      onCancel={close}
    >
      <p>
        Get a new address? <span className="font-mono break-all">{address}</span> stops working at
        once: email sent to it will be refused. Update any forwarding rules that use it.
      </p>
    </ConfirmBox>
  ) : (
    <div>
      <button
        ref={opener}
        type="button"
        className="btn-secondary"
        onClick={() => setConfirming(true)}
      >
        Get a new address
      </button>
      <p className="mt-1 text-sm text-slate-600">
        If unwanted email reaches your address, replace it: the old one stops working.
      </p>
    </div>
  );
}

function InboundEmailSettings({ viewer: key }: { viewer: InboundEmailSection_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment InboundEmailSection_viewer on User {
        inboundEmailAddress
        inboundEmailTeam {
          id
          name
        }
        ...TeamPicker_viewer
      }
    `,
    key,
  );
  const teams = useWritableTeams(viewer);
  if (!viewer.inboundEmailAddress) {
    return <p className="text-slate-600">Sign in to see your forwarding address.</p>;
  }
  return (
    <div className="space-y-6">
      <CaptureUnavailableNote />
      <AddressField address={viewer.inboundEmailAddress} />
      <TeamSelect value={viewer.inboundEmailTeam?.id ?? null} teams={teams} />
      <RotateAddress address={viewer.inboundEmailAddress} />
    </div>
  );
}

/** Settings › Email swipes (`/settings#email-swipes`): the viewer's inbound address. */
export function InboundEmailSection({ viewer }: { viewer: InboundEmailSection_viewer$key }) {
  return (
    <SettingsSection
      id="email-swipes"
      title="Email swipes"
      description="Forward an email to your address and it is saved as an Email swipe, with a screenshot of the email."
    >
      <InboundEmailSettings viewer={viewer} />
    </SettingsSection>
  );
}
