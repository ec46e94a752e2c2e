import { AD_FINDER_OFF } from '@swipestack/common/finder';
import { can } from '@swipestack/common/roles';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { TrackedBrands_team$key } from '../../__generated__/TrackedBrands_team.graphql';
import { openPaywall } from '../../lib/paywall';
import { brandUsage } from './finderFormat';
import { TrackBrandForm, type TrackDraft } from './TrackBrandForm';
import { TrackedBrandItem } from './TrackedBrandItem';

/** The plan's words at its limit (services/finder/tracked-brands.ts). */
export function trackedBrandLimitMessage(plan: string, max: number): string {
  return plan === 'FREE'
    ? `The Free plan tracks ${max} brand. Upgrade to track more.`
    : `Your plan tracks up to ${max} brands. Remove one to track another.`;
}

/** Track on a Meta result: the form's values, and a count that changes with every click. */
export interface TrackRequest extends TrackDraft {
  nonce: number;
}

/**
 * "Tracked brands": how many the team tracks of how many its plan allows, the list, and the
 * form to add one (editors and above), replaced at the plan's limit by its message and a way
 * to upgrade. Without Meta's Ad Library it tells users to ask an administrator (and an
 * administrator how to connect it); viewers see the list only.
 */
export function TrackedBrands({
  team: key,
  request,
}: {
  team: TrackedBrands_team$key;
  /** The latest Track on a Meta result: the form opens with it and takes the focus. */
  request: TrackRequest | null;
}) {
  const team = useFragment(
    graphql`
      fragment TrackedBrands_team on Team {
        id
        name
        viewerRole
        plan
        adFinderSetup {
          metaAvailable
          trackedBrandsMax
          setupHelp
        }
        trackedBrands {
          id
          ...useTrackBrandForm_tracked
          ...TrackedBrandItem_trackedBrand
        }
        ...TrackBrandForm_team
      }
    `,
    key,
  );
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const limitNotice = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const brands = team.trackedBrands.filter(Boolean);
  const { metaAvailable, trackedBrandsMax: max, setupHelp } = team.adFinderSetup;
  const canEdit = can(team.viewerRole, 'editContent');
  const full = brands.length >= max;

  // Track on a result: the form (or the limit's notice) takes the focus, and scrolls into view.
  useEffect(() => {
    if (!request) return;
    (formHeading.current ?? limitNotice.current)?.focus();
  }, [request]);

  // A brand added or removed: the focus goes to the added one, or to the one that took the
  // removed one's place (the heading when none is left).
  const [focusAt, setFocusAt] = useState<{ id: string } | { index: number } | null>(null);
  useEffect(() => {
    if (!focusAt) return;
    const items = [...(list.current?.children ?? [])];
    const target =
      'id' in focusAt
        ? items[brands.findIndex((brand) => brand.id === focusAt.id)]
        : items[Math.min(focusAt.index, items.length - 1)];
    (target instanceof HTMLElement ? target : heading.current)?.focus();
    setFocusAt(null);
  });

  let form: ReactNode = null;
  if (!canEdit) {
    form = (
      <p className="text-sm text-slate-600">
        You can see what {team.name} tracks. Editors, admins and owners add, pause and remove
        brands.
      </p>
    );
  } else if (!metaAvailable) {
    form = null;
  } else if (full) {
    const upgrade = team.plan !== 'TEAM';
    form = (
      <div
        ref={limitNotice}
        tabIndex={-1}
        className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
      >
        <p className="text-sm font-medium text-amber-950">
          {trackedBrandLimitMessage(team.plan, max)}
        </p>
        {upgrade ? (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {team.plan === 'FREE' ? (
              <button
                type="button"
                className="btn-primary !px-3 !py-1.5"
                onClick={() => openPaywall(trackedBrandLimitMessage(team.plan, max))}
              >
                Upgrade
              </button>
            ) : null}
            <Link to="/pricing" className="text-sm font-semibold text-indigo-700 underline">
              Compare plans
            </Link>
          </div>
        ) : null}
      </div>
    );
  } else {
    form = (
      <TrackBrandForm
        key={request?.nonce ?? 0}
        team={team}
        tracked={brands}
        draft={request}
        headingRef={formHeading}
        onTracked={(id) => setFocusAt({ id })}
      />
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none focus-visible:outline-2"
        >
          Tracked brands
        </h2>
        <p className="text-sm text-slate-600">{brandUsage(brands.length, max)}</p>
      </div>
      <p className="text-sm text-slate-600">
        Follow a brand’s Facebook page or a keyword: every day, Ad Finder saves the new ads Meta’s
        Ad Library shows for it.
      </p>
      {metaAvailable ? null : (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {setupHelp ?? AD_FINDER_OFF}
        </p>
      )}
      {brands.length ? (
        <ul ref={list} aria-label="Tracked brands" className="divide-y divide-slate-200">
          {brands.map((brand, index) => (
            <TrackedBrandItem
              key={brand.id}
              brand={brand}
              teamId={team.id}
              canEdit={canEdit}
              metaAvailable={metaAvailable}
              onRemoved={() => setFocusAt({ index })}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No brands tracked yet.</p>
      )}
      {form}
    </section>
  );
}
