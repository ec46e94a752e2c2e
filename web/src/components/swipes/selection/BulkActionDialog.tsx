import { parseTags } from '@swipestack/common/tags';
import { type FormEvent, Suspense, useId, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { BulkActionDialogTeamsQuery } from '../../../__generated__/BulkActionDialogTeamsQuery.graphql';
import { useWritableTeams } from '../../teams/TeamPicker';
import { Modal } from '../Modal';
import type { BulkAction } from './bulkMutations';

export type DialogAction = Exclude<BulkAction, 'delete'>;

const TITLES: Record<DialogAction, string> = {
  tag: 'Tag swipes',
  untag: 'Untag swipes',
  add: 'Add to collection',
  remove: 'Remove from collection',
  copy: 'Copy to team',
  move: 'Move to team',
};

const SUBMIT: Record<DialogAction, string> = {
  tag: 'Add tags',
  untag: 'Remove tags',
  add: 'Add',
  remove: 'Remove',
  copy: 'Copy',
  move: 'Move',
};

interface Props {
  action: DialogAction | null;
  count: number;
  teamId: string;
  tags: ReadonlyArray<{ readonly id: string; readonly title: string }>;
  collections: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  onClose: () => void;
  /** The action's input beside the swipe ids, and what it names ("“launch”, “q4”"). */
  onSubmit: (action: DialogAction, input: Record<string, unknown>, names: string) => void;
}

const quoted = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ');

/** Asks what a bulk action needs: the tags, the collection or the team. */
export function BulkActionDialog({ action, count, onClose, ...rest }: Props) {
  const what = `${count} ${count === 1 ? 'swipe' : 'swipes'}`;
  return (
    <Modal
      open={action !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={action ? TITLES[action] : ''}
      description={action ? `For the ${what} selected.` : undefined}
    >
      {action ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <ActionForm key={action} action={action} onClose={onClose} {...rest} />
        </Suspense>
      ) : null}
    </Modal>
  );
}

function ActionForm({
  action,
  teamId,
  tags,
  collections,
  onClose,
  onSubmit,
}: Omit<Props, 'action' | 'count'> & { action: DialogAction }) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [choice, setChoice] = useState('');
  const [choiceLabel, setChoiceLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action === 'tag' || action === 'untag') {
      const titles = parseTags(text);
      if (!titles.length) return setError('Enter at least one tag.');
      return onSubmit(action, { tags: titles }, quoted(titles));
    }
    if (!choice) {
      return setError(
        action === 'add' || action === 'remove' ? 'Choose a collection.' : 'Choose a team.',
      );
    }
    onSubmit(
      action,
      action === 'copy' || action === 'move' ? { teamId: choice } : { collectionId: choice },
      quoted([choiceLabel]),
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {action === 'tag' || action === 'untag' ? (
        <div>
          <label htmlFor={fieldId} className="block text-sm font-semibold">
            Tags
          </label>
          <input
            id={fieldId}
            list={`${fieldId}-tags`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          />
          <datalist id={`${fieldId}-tags`}>
            {tags.map((tag) => (
              <option key={tag.id} value={tag.title} />
            ))}
          </datalist>
          <p id={`${fieldId}-hint`} className="mt-1 text-xs text-slate-600">
            Separate tags with commas; each at most 50 characters
            {action === 'tag' ? ', and a swipe keeps at most 20. New tags are created.' : '.'}
          </p>
        </div>
      ) : action === 'add' || action === 'remove' ? (
        <Choice
          id={fieldId}
          label="Collection"
          value={choice}
          onChange={(value, label) => {
            setChoice(value);
            setChoiceLabel(label);
          }}
          error={error}
          options={collections.map((c) => ({ id: c.id, label: c.name }))}
          empty="This team has no collections yet."
        />
      ) : (
        <TeamChoice
          id={fieldId}
          teamId={teamId}
          value={choice}
          onChange={(value, label) => {
            setChoice(value);
            setChoiceLabel(label);
          }}
          error={error}
        />
      )}
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn-primary">
          {SUBMIT[action]}
        </button>
      </div>
    </form>
  );
}

function Choice({
  id,
  label,
  value,
  onChange,
  error,
  options,
  empty,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string, label: string) => void;
  error: string | null;
  options: readonly { id: string; label: string }[];
  empty: string;
}) {
  if (!options.length) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) =>
          onChange(
            event.target.value,
            options.find((option) => option.id === event.target.value)?.label ?? '',
          )
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
      >
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The other teams the viewer may add swipes to. */
function TeamChoice({
  id,
  teamId,
  ...rest
}: {
  id: string;
  teamId: string;
  value: string;
  onChange: (value: string, label: string) => void;
  error: string | null;
}) {
  const data = useLazyLoadQuery<BulkActionDialogTeamsQuery>(
    graphql`
      query BulkActionDialogTeamsQuery {
        viewer {
          ...TeamPicker_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const teams = useWritableTeams(data.viewer).filter((team) => team.id !== teamId);
  return (
    <Choice
      id={id}
      label="Team"
      options={teams.map((team) => ({
        id: team.id,
        label: team.type === 'PERSONAL' ? 'Personal' : team.name,
      }))}
      empty="You have no other team you can add swipes to."
      {...rest}
    />
  );
}
