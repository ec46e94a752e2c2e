import { adCountryLabel } from '@swipestack/common/finder';
import { useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TrackedBrandItem_trackedBrand$key } from '../../__generated__/TrackedBrandItem_trackedBrand.graphql';
import { ConfirmBox } from '../teams/ConfirmBox';
import { timeAgo } from './finderFormat';
import { useCheckTrackedBrand } from './useCheckTrackedBrand';
import { useRemoveTrackedBrand } from './useRemoveTrackedBrand';
import { useSetTrackedBrandPaused } from './useSetTrackedBrandPaused';

/** Where a tracked brand stands: paused, never checked, or its last check's numbers. */
export function trackedBrandStatus(
  brand: {
    readonly pausedAt: string | null | undefined;
    readonly lastCheckedAt: string | null | undefined;
    readonly lastFoundCount: number;
    readonly lastSavedCount: number;
  },
  now: Date = new Date(),
): string {
  if (brand.pausedAt) return 'Paused';
  if (!brand.lastCheckedAt) return 'Not checked yet';
  const checked = `Checked ${timeAgo(brand.lastCheckedAt, now)}`;
  return brand.lastFoundCount === 0
    ? `${checked} — no new ads`
    : `${checked} — ${brand.lastFoundCount} new, ${brand.lastSavedCount} saved`;
}

const SMALL_BUTTON = 'btn-secondary !px-2.5 !py-1 !text-xs';

/**
 * A tracked brand: its name, what it follows (a page or a keyword), the country and where its
 * ads go, how its last check went, and (editors and above) Check now, Pause or Resume, and
 * Remove, which asks first.
 */
export function TrackedBrandItem({
  brand: key,
  teamId,
  canEdit,
  metaAvailable,
  onRemoved,
}: {
  brand: TrackedBrandItem_trackedBrand$key;
  teamId: string;
  canEdit: boolean;
  /** Without Meta's Ad Library, there is nothing to check now. */
  metaAvailable: boolean;
  /** The brand left the list: the focus moves on. */
  onRemoved: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment TrackedBrandItem_trackedBrand on TrackedBrand {
        id
        kind
        query
        label
        country
        collection {
          id
          name
        }
        pausedAt
        lastCheckedAt
        lastError
        lastFoundCount
        lastSavedCount
      }
    `,
    key,
  );
  const headingId = useId();
  const statusId = useId();
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const [check, checking] = useCheckTrackedBrand();
  const [setPaused, pausing] = useSetTrackedBrandPaused();
  const [remove, removing] = useRemoveTrackedBrand(teamId);
  const paused = Boolean(data.pausedAt);
  const brand = { id: data.id, label: data.label };
  const page = data.kind === 'PAGE';

  return (
    <li
      tabIndex={-1}
      aria-labelledby={headingId}
      className="py-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
    >
      <h3 id={headingId} className="truncate text-sm font-semibold text-slate-900">
        {data.label}
      </h3>
      <p className="text-xs text-slate-600">
        {page ? 'Page' : 'Keyword'}
        {page && data.query !== data.label ? <> {data.query}</> : null} ·{' '}
        {adCountryLabel(data.country)} ·{' '}
        {data.collection ? <>Saves to “{data.collection.name}”</> : 'Swipe file only'}
      </p>
      <p
        id={statusId}
        className={`mt-1 text-sm ${paused ? 'font-medium text-amber-800' : 'text-slate-700'}`}
      >
        {trackedBrandStatus(data)}
      </p>
      {data.lastError ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {data.lastError}
        </p>
      ) : null}
      {canEdit ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {metaAvailable ? (
            <button
              type="button"
              className={SMALL_BUTTON}
              aria-label={`Check now for ${data.label}`}
              aria-describedby={paused ? statusId : undefined}
              disabled={paused || checking}
              onClick={() => check(brand)}
            >
              {checking ? 'Checking…' : 'Check now'}
            </button>
          ) : null}
          <button
            type="button"
            className={SMALL_BUTTON}
            aria-label={`${paused ? 'Resume' : 'Pause'} ${data.label}`}
            disabled={pausing}
            onClick={() => setPaused(brand, !paused)}
          >
            {pausing ? (paused ? 'Resuming…' : 'Pausing…') : paused ? 'Resume' : 'Pause'}
          </button>
          <button
            ref={removeButton}
            type="button"
            aria-label={`Remove ${data.label}`}
            aria-expanded={confirming}
            onClick={() => setConfirming(true)}
            className="rounded-md border border-red-300 px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
          >
            Remove
          </button>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmBox
          confirmLabel="Yes, remove"
          busyLabel="Removing…"
          busy={removing}
          onConfirm={() => remove(brand, onRemoved)}
          onCancel={() => {
            setConfirming(false);
            removeButton.current?.focus();
          }}
        >
          Stop tracking {data.label}? The ads it saved stay in your swipe file; those waiting in
          Discover leave it.
        </ConfirmBox>
      ) : null}
    </li>
  );
}
