import { graphql, useFragment } from 'react-relay/hooks';
import type { LimitsBanner_team$key } from '../../__generated__/LimitsBanner_team.graphql';
import { MAKE_ROOM_HINT, openPaywall } from '../../lib/paywall';
import { teamBannerState } from '../../lib/swipeAllowance';

const TONES = {
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  warning: 'border-orange-300 bg-orange-50 text-orange-900',
  limit: 'border-red-300 bg-red-50 text-red-900',
} as const;

/** Spec §4 limits banner; hidden when the team's plan has no cap. */
export function LimitsBanner({ team }: { team: LimitsBanner_team$key }) {
  const data = useFragment(
    graphql`
      fragment LimitsBanner_team on Team {
        ...swipeAllowance_team
      }
    `,
    team,
  );
  const state = teamBannerState(data);
  if (!state) return null;
  return (
    <section
      aria-label="Plan limits"
      data-tone={state.tone}
      className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-2.5 text-sm font-medium ${TONES[state.tone]}`}
    >
      <p>{state.text}</p>
      {state.tone === 'info' ? null : (
        <button
          type="button"
          onClick={() =>
            state.tone === 'limit' ? openPaywall(state.text, MAKE_ROOM_HINT) : openPaywall()
          }
          className={`rounded-md px-3 py-1 text-sm font-semibold text-white ${
            state.tone === 'limit'
              ? 'bg-red-600 hover:bg-red-700'
              : 'bg-orange-600 hover:bg-orange-700'
          }`}
        >
          Upgrade
        </button>
      )}
    </section>
  );
}
