import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CommentItem_comment$key } from '../../__generated__/CommentItem_comment.graphql';
import { timeAgo } from '../finder/finderFormat';
import { ConfirmBox } from '../teams/ConfirmBox';
import { useVideoPlayback } from '../videos/videoPlayback';
import { formatDuration } from '../videos/videoTime';
import { CommentComposer } from './CommentComposer';
import { CommentText } from './commentText';
import { useDeleteComment } from './useDeleteComment';
import { useEditComment } from './useEditComment';

/** Who wrote a comment whose author's account is gone. */
export const FORMER_MEMBER = 'Former member';

const FULL_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

export const ACTION_BUTTON =
  'rounded px-1.5 py-0.5 text-xs font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60';

/**
 * A pinned thread's number, as its marker on the picture shows it. On a video, with the time
 * of its frame: a button that goes to that frame, paused (where the marker shows).
 */
function PinBadge({ number, timeMs }: { number: number; timeMs: number | null }) {
  const playback = useVideoPlayback();
  if (timeMs !== null && playback) {
    const at = formatDuration(timeMs);
    return (
      <button
        type="button"
        onClick={() => playback.seek(timeMs)}
        aria-label={`Pinned on the video as ${number} at ${at}: go to that frame`}
        className="inline-flex h-5 items-center gap-1 self-center rounded-full bg-indigo-600 px-1.5 text-xs font-bold text-white tabular-nums hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-amber-300"
      >
        {number}
        <span className="font-medium">{at}</span>
      </button>
    );
  }
  return (
    <span
      title={`Pinned on the picture as ${number}`}
      className="inline-flex h-5 min-w-5 items-center justify-center self-center rounded-full bg-indigo-600 px-1 text-xs font-bold text-white"
    >
      <span className="sr-only">Pinned on the picture as </span>
      {number}
    </span>
  );
}

/**
 * One comment, as an article named by its author and when they wrote it: the text
 * (Markdown-light), "(edited)", and its actions. Its author edits it (inline, Save or Cancel)
 * and deletes it, after a confirmation; so do admins and owners (delete only). `actions` are
 * the thread's (Reply, Resolve) for its first comment.
 */
export function CommentItem({
  comment,
  now,
  viewerId,
  mayComment,
  mayModerate,
  replyCount = 0,
  pinNumber = null,
  pinTimeMs = null,
  actions,
  onDeleted,
  onStale,
}: {
  comment: CommentItem_comment$key;
  /** The time "2 minutes ago" is counted from. */
  now: Date;
  /** The viewer's User id: they edit and delete what they wrote. */
  viewerId: string | null;
  /** The viewer may comment (and so edit their own comments). */
  mayComment: boolean;
  /** The viewer may delete anyone's comment (admins and owners). */
  mayModerate: boolean;
  /** For a thread's first comment: its replies, which go with it. */
  replyCount?: number;
  /** For a pinned thread's first comment: its number on the picture. */
  pinNumber?: number | null;
  /** On a video: the time of the frame it is pinned on. */
  pinTimeMs?: number | null;
  actions?: ReactNode;
  /** It was deleted (the focus moves on). */
  onDeleted: () => void;
  /** The server refused: what the list shows may be out of date. */
  onStale: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment CommentItem_comment on Comment {
        id
        body
        mentions
        createdAt
        editedAt
        author {
          id
          name
        }
        # Where it sits, for the store's updaters (commentStore).
        swipe {
          id
        }
        thread {
          id
        }
      }
    `,
    comment,
  );
  const authorId = useId();
  const timeId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refocus, setRefocus] = useState<'edit' | 'delete' | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const [edit] = useEditComment();
  const [remove, deleting] = useDeleteComment();

  useEffect(() => {
    if (!refocus) return;
    setRefocus(null);
    (refocus === 'edit' ? editButton : deleteButton).current?.focus();
  }, [refocus]);

  const author = data.author?.name ?? FORMER_MEMBER;
  // Worked out here, not asked of the server: a comment's live event is then the same for
  // every open tab, and is made once for all of them.
  const own = Boolean(viewerId && data.author?.id === viewerId);
  const mayEdit = own && mayComment;
  const mayDelete = own || mayModerate;
  const created = new Date(data.createdAt);

  const onDelete = () =>
    remove(data.id, {
      onDeleted,
      onFailed: (_message, refused) => {
        setConfirming(false);
        setRefocus('delete');
        if (refused) onStale();
      },
    });

  return (
    <article aria-labelledby={`${authorId} ${timeId}`} className="text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600">
        {pinNumber ? <PinBadge number={pinNumber} timeMs={pinTimeMs} /> : null}
        <span id={authorId} className="text-sm font-semibold text-slate-900">
          {author}
        </span>
        <time id={timeId} dateTime={data.createdAt} title={FULL_DATE.format(created)}>
          {timeAgo(created, now)}
        </time>
        {data.editedAt ? (
          <span title={`Edited ${FULL_DATE.format(new Date(data.editedAt))}`}>(edited)</span>
        ) : null}
      </p>
      {editing ? (
        <div className="mt-1">
          <CommentComposer
            label="Edit comment"
            submitLabel="Save"
            busyText="Saving…"
            initialText={data.body}
            autoFocus
            onCancel={() => {
              setEditing(false);
              setRefocus('edit');
            }}
            onSend={(body, done) =>
              edit(data.id, body, {
                onSaved: () => {
                  done(null);
                  setEditing(false);
                  setRefocus('edit');
                },
                onFailed: (failure, refused) => {
                  done(failure);
                  if (refused && failure.form) onStale();
                },
              })
            }
          />
        </div>
      ) : (
        <>
          <CommentText text={data.body} mentions={data.mentions} className="mt-1 text-slate-800" />
          {actions || mayEdit || mayDelete ? (
            <div className="mt-1 -ml-1.5 flex flex-wrap gap-1">
              {actions}
              {mayEdit ? (
                <button
                  ref={editButton}
                  type="button"
                  className={ACTION_BUTTON}
                  onClick={() => {
                    setConfirming(false);
                    setEditing(true);
                  }}
                >
                  Edit
                </button>
              ) : null}
              {mayDelete ? (
                <button
                  ref={deleteButton}
                  type="button"
                  className={`${ACTION_BUTTON} text-red-700 hover:bg-red-50 hover:text-red-800`}
                  aria-expanded={confirming}
                  onClick={() => setConfirming(true)}
                >
                  Delete
                </button>
              ) : null}
            </div>
          ) : null}
          {confirming ? (
            <ConfirmBox
              confirmLabel="Yes, delete"
              busyLabel="Deleting…"
              busy={deleting}
              onConfirm={onDelete}
              onCancel={() => {
                setConfirming(false);
                setRefocus('delete');
              }}
            >
              {replyCount > 0
                ? `Delete this comment and its ${replyCount === 1 ? 'reply' : `${replyCount} replies`}? This cannot be undone.`
                : 'Delete this comment? This cannot be undone.'}
            </ConfirmBox>
          ) : null}
        </>
      )}
    </article>
  );
}
