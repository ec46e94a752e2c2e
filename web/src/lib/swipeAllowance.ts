import { graphql, readInlineData } from 'react-relay/hooks';
import type { swipeAllowance_team$key } from '../__generated__/swipeAllowance_team.graphql';

/** Remaining free swipes at or below which the limits banner turns orange (spec §4). */
export const SWIPE_WARNING_THRESHOLD = 3;

export interface Allowance {
  readonly count: number;
  readonly limit: number | null | undefined;
  readonly remaining: number | null | undefined;
}

export type BannerTone = 'info' | 'warning' | 'limit';

export interface BannerState {
  tone: BannerTone;
  text: string;
}

export function capMessage(limit: number): string {
  return `You've reached the ${limit}-swipe cap on the Free plan`;
}

/**
 * The limits banner (spec §4): hidden without a cap; blue while more than
 * SWIPE_WARNING_THRESHOLD swipes remain, orange from there down to 1, red at the cap.
 */
export function bannerState(allowance: Allowance | null | undefined): BannerState | null {
  if (!allowance || allowance.limit == null) return null;
  const limit = allowance.limit;
  const remaining = Math.max(0, allowance.remaining ?? limit - allowance.count);
  if (remaining <= 0) return { tone: 'limit', text: capMessage(limit) };
  if (remaining <= SWIPE_WARNING_THRESHOLD) {
    return {
      tone: 'warning',
      text: `Only ${remaining} ${remaining === 1 ? 'swipe' : 'swipes'} remaining!`,
    };
  }
  return { tone: 'info', text: `${remaining} of ${limit} free swipes remaining` };
}

/** The limits banner of a team, from its allowance in the store (LimitsBanner spreads it). */
export function teamBannerState(team: swipeAllowance_team$key): BannerState | null {
  const { swipeAllowance } = readInlineData(
    graphql`
      fragment swipeAllowance_team on Team @inline {
        swipeAllowance {
          count
          limit
          remaining
        }
      }
    `,
    team,
  );
  return bannerState(swipeAllowance);
}
