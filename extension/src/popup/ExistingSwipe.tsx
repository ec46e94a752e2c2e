import { useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ExistingSwipeFragment$key } from '../__generated__/ExistingSwipeFragment.graphql';
import { appLink } from '../shared/server-address';
import { CollectionChecklist } from '../ui/CollectionChecklist';
import { TeamTagInput } from '../ui/TeamTagInput';
import { useUpdateSwipe } from './useUpdateSwipe';

const ExistingSwipeFragment = graphql`
  fragment ExistingSwipeFragment on Swipe {
    id
    title
    notes
    createdAt
    tags {
      id
      title
    }
    collections {
      id
      name
    }
  }
`;

/** How many tags and collections a team has in all. */
export interface TeamCounts {
  tagCount: number | null | undefined;
  collectionCount: number | null | undefined;
}

const savedOn = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** "Already in your swipe file": the saved swipe, which can be edited right here. */
export function ExistingSwipe({
  swipe: key,
  teamId,
  teamName,
  tagSuggestions,
  collections,
  counts,
  serverOrigin,
}: {
  swipe: ExistingSwipeFragment$key;
  teamId: string;
  teamName: string;
  tagSuggestions: readonly string[];
  collections: readonly { id: string; name: string }[];
  /** How many tags and collections the team has (beyond the loaded page the pickers search). */
  counts: TeamCounts;
  serverOrigin: string;
}) {
  const swipe = useFragment(ExistingSwipeFragment, key);
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-2 rounded-md border border-emerald-200 bg-emerald-50 p-3"
    >
      <h2 id={`${id}-heading`} className="text-sm font-semibold text-emerald-900">
        Already in your swipe file
      </h2>
      <p className="text-emerald-900">
        “{swipe.title}” in {teamName}, saved {savedOn(swipe.createdAt)}.
      </p>
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'text-red-700' : ''}
        >
          {message.text}
        </p>
      ) : null}
      {editing ? (
        <EditForm
          swipe={swipe}
          tagSuggestions={tagSuggestions}
          collections={collections}
          team={{ id: teamId, ...counts }}
          onDone={(text, error) => {
            setMessage(text ? { text, error } : null);
            if (!error) {
              setEditing(false);
              requestAnimationFrame(() => editButton.current?.focus());
            }
          }}
        />
      ) : (
        <div className="flex gap-2">
          <button
            ref={editButton}
            type="button"
            className="btn-secondary"
            onClick={() => {
              setMessage(null);
              setEditing(true);
            }}
          >
            Edit it
          </button>
          <a
            className="btn-secondary"
            target="_blank"
            rel="noreferrer"
            href={appLink(serverOrigin, '/swipes', { swipe: swipe.id, teamId })}
          >
            Open in Swipestack
          </a>
        </div>
      )}
    </section>
  );
}

function EditForm({
  swipe,
  tagSuggestions,
  collections,
  team,
  onDone,
}: {
  swipe: {
    id: string;
    title: string;
    notes: string | null | undefined;
    tags: readonly { title: string }[];
    collections: readonly { id: string; name: string }[];
  };
  tagSuggestions: readonly string[];
  collections: readonly { id: string; name: string }[];
  team: { id: string } & TeamCounts;
  onDone: (message: string | null, error: boolean) => void;
}) {
  const [title, setTitle] = useState(swipe.title);
  const [notes, setNotes] = useState(swipe.notes ?? '');
  const [tags, setTags] = useState(swipe.tags.map((tag) => tag.title));
  const [collectionIds, setCollectionIds] = useState(swipe.collections.map((c) => c.id));
  const [update, saving] = useUpdateSwipe();
  const id = useId();
  const save = () => update({ id: swipe.id, title, notes, tags, collectionIds }, onDone);
  return (
    <form
      aria-label="Edit the saved swipe"
      className="space-y-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div>
        <label htmlFor={`${id}-title`} className="label">
          Title
        </label>
        <input
          id={`${id}-title`}
          className="field"
          value={title}
          // biome-ignore lint/a11y/noAutofocus: the form opens on request, focus goes to its first field
          autoFocus
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-notes`} className="label">
          Notes
        </label>
        <textarea
          id={`${id}-notes`}
          className="field"
          rows={2}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <TeamTagInput value={tags} onChange={setTags} suggestions={tagSuggestions} team={team} />
      <CollectionChecklist
        collections={collections}
        team={team}
        chosen={swipe.collections}
        value={collectionIds}
        onChange={setCollectionIds}
      />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" className="btn-secondary" onClick={() => onDone(null, false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
