import { can } from '@swipestack/common/roles';
import { type FormEvent, Suspense, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ShareSaveForm_viewer$key } from '../../__generated__/ShareSaveForm_viewer.graphql';
import { readShareChoice, type ShareChoice, storeShareChoice } from '../../lib/shareChoice';
import { type SharedItem, savedSwipeHref } from '../../lib/shareLinks';
import { resolveSelectedTeam } from '../../lib/teamSelection';
import { ShareFilingFields } from './ShareFilingFields';

type Saved = { teamId: string; teamName: string; swipeIds: string[] };

/** What to save: a pending share by its id, or the fields of `/share?url=…`. */
export type ShareSource = { shareId: string } | { item: SharedItem };

/**
 * The save screen's form: team, tags and collections (the last choice remembered per user),
 * and one button that saves (docs/share.md). The rules are the server's; a viewer's teams are
 * not offered.
 */
export function ShareSaveForm({
  viewer: viewerRef,
  source,
}: {
  viewer: ShareSaveForm_viewer$key;
  source: ShareSource;
}) {
  const viewer = useFragment(
    graphql`
      fragment ShareSaveForm_viewer on User {
        id
        teams(first: 100) {
          edges {
            node {
              id
              name
              type
              viewerRole
            }
          }
        }
      }
    `,
    viewerRef,
  );
  const teams = (viewer.teams.edges ?? [])
    .flatMap((edge) => (edge?.node ? [edge.node] : []))
    .filter((team) => can(team.viewerRole, 'editContent'))
    // The team named Personal (its type) is the default choice, as in the app.
    .map((team) => ({ id: team.id, name: team.name, type: team.type }));
  const [choice, setChoice] = useState<ShareChoice | null>(() => {
    const remembered = readShareChoice(viewer.id);
    if (remembered && teams.some((team) => team.id === remembered.teamId)) return remembered;
    const selected = resolveSelectedTeam(viewer.id, teams) ?? teams[0];
    return selected ? { teamId: selected.id, tags: [], collectionIds: [] } : null;
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; atCap: boolean } | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const teamFieldId = useId();

  if (saved) return <SavedConfirmation saved={saved} />;
  if (!choice) {
    return (
      <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        Your role in your teams (viewer) cannot add swipes: ask a team's owner to make you an
        editor.
      </p>
    );
  }
  const team = teams.find((candidate) => candidate.id === choice.teamId) ?? teams[0];
  if (!team) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    const content =
      'shareId' in source
        ? { shareId: source.shareId }
        : { title: source.item.title, text: source.item.text, url: source.item.url };
    try {
      const response = await fetch('/api/shares/save', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...content,
          teamId: team.id,
          tags: choice.tags,
          collectionIds: choice.collectionIds,
        }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        data?: { swipes: { id: string }[] };
        error?: string;
        code?: string;
      };
      if (!response.ok || !body.data) {
        setError({
          message: body.error ?? 'Could not save the swipe.',
          atCap: body.code === 'SWIPE_LIMIT',
        });
        return;
      }
      storeShareChoice(viewer.id, { ...choice, teamId: team.id });
      setSaved({
        teamId: team.id,
        teamName: team.name,
        swipeIds: body.data.swipes.map((swipe) => swipe.id),
      });
    } catch {
      setError({
        message: 'We could not reach Swipestack. Check your connection and try again.',
        atCap: false,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form aria-label="Save to Swipestack" onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={teamFieldId} className="block text-sm font-medium text-slate-800">
          Team
        </label>
        <select
          id={teamFieldId}
          value={team.id}
          onChange={(event) =>
            setChoice({ teamId: event.target.value, tags: [], collectionIds: [] })
          }
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base sm:text-sm"
        >
          {teams.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <Suspense
        fallback={
          <p role="status" className="text-sm text-slate-600">
            Loading tags and collections…
          </p>
        }
      >
        <ShareFilingFields
          teamId={team.id}
          tags={choice.tags}
          collectionIds={choice.collectionIds}
          onTagsChange={(tags) => setChoice({ ...choice, tags })}
          onCollectionsChange={(collectionIds) => setChoice({ ...choice, collectionIds })}
        />
      </Suspense>
      {error ? (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>{error.message}</p>
          {error.atCap ? (
            <p className="mt-1">
              <Link to="/pricing" className="font-semibold underline underline-offset-2">
                Compare all plans
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="btn-primary w-full py-3 text-base" disabled={saving}>
        {saving ? 'Saving…' : 'Save to Swipestack'}
      </button>
    </form>
  );
}

function SavedConfirmation({ saved }: { saved: Saved }) {
  const count = saved.swipeIds.length;
  return (
    <div role="status" className="space-y-3 rounded-xl border border-green-200 bg-green-50 p-4">
      <p className="font-semibold text-green-900">
        {count === 1 ? 'Swipe saved' : `${count} swipes saved`} to {saved.teamName}
      </p>
      <ul className="space-y-1">
        {saved.swipeIds.map((id, index) => (
          <li key={id}>
            <Link
              to={savedSwipeHref(saved.teamId, id)}
              className="font-medium text-indigo-700 underline underline-offset-2"
            >
              {count === 1 ? 'Open swipe' : `Open swipe ${index + 1}`}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
