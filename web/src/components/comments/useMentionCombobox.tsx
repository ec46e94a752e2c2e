import { mentionToken } from '@swipestack/common/comments';
import {
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { moveActive } from '../../lib/listbox';
import { type MentionMember, matchMembers, mentionAt, useMentionMembers } from './mentionMembers';

export const MENTION_LIST_LABEL = 'Mention a team member';
export const MENTION_MESSAGES = {
  loading: 'Loading members…',
  error: 'Could not load the team’s members. Type @ again to try again.',
  none: 'No members match',
} as const;

/**
 * @mentions in a comment's textarea (docs/collaboration.md): typing "@" and letters opens a
 * list of the team's members (by name or email, the viewer left out). While it is open the
 * textarea is a combobox (aria-expanded, aria-activedescendant): the up and down arrows move
 * through the members, Enter or Tab picks one, Escape closes the list, a click picks too.
 * Picking writes `@[Name](user:<id>)` and a space in place of what was typed. Outside a
 * Comments section (no members to ask for) it does nothing.
 */
export function useMentionCombobox({
  id,
  text,
  setText,
  textarea,
}: {
  /** The composer's id (the list's and options' ids start with it). */
  id: string;
  text: string;
  setText: (text: string) => void;
  textarea: RefObject<HTMLTextAreaElement | null>;
}) {
  const members = useMentionMembers();
  const [typed, setTyped] = useState<{ start: number; query: string } | null>(null);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [active, setActive] = useState(-1);
  const caret = useRef<number | null>(null);
  const listId = `${id}-mentions`;
  const optionId = (index: number) => `${id}-mention-${index}`;

  const open = Boolean(members && typed && typed.start !== dismissed);
  const options =
    open && typed && members?.status === 'ready' ? matchMembers(members.members, typed.query) : [];
  const load = members?.load;
  useEffect(() => {
    if (open) load?.();
  }, [open, load]);

  // After a pick, the caret goes after the mention.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the picked text is in
  useLayoutEffect(() => {
    const at = caret.current;
    if (at === null) return;
    caret.current = null;
    textarea.current?.setSelectionRange(at, at);
  }, [text]);

  /** Follows the text and the caret: the mention being typed, if any. */
  const follow = (value: string, position: number | null) => {
    const next = members && position !== null ? mentionAt(value, position) : null;
    if (next?.start !== typed?.start || next?.query !== typed?.query) {
      setTyped(next);
      setActive(-1);
    }
    if (dismissed !== null && next?.start !== dismissed) setDismissed(null);
  };

  const pick = (member: MentionMember) => {
    if (!typed) return;
    const end = typed.start + 1 + typed.query.length;
    const rest = text.slice(end);
    const token = mentionToken(member.name, member.userId);
    setText(`${text.slice(0, typed.start)}${token}${rest.startsWith(' ') ? '' : ' '}${rest}`);
    caret.current = typed.start + token.length + 1;
    setTyped(null);
    setActive(-1);
  };

  /** The keys of the open list; true when the key was the list's. */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || !typed) return false;
    if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(typed.start);
      setActive(-1);
      return true;
    }
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length) {
      event.preventDefault();
      const next = moveActive(active, event.key, options.length) ?? -1;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
      return true;
    }
    const picks =
      (event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.metaKey) ||
      (event.key === 'Tab' && !event.shiftKey);
    const chosen = options[active];
    if (picks && chosen) {
      event.preventDefault();
      pick(chosen);
      return true;
    }
    return false;
  };

  const message = !open
    ? null
    : members?.status === 'error'
      ? MENTION_MESSAGES.error
      : members?.status !== 'ready'
        ? MENTION_MESSAGES.loading
        : options.length
          ? null
          : MENTION_MESSAGES.none;
  const announcement = !open
    ? ''
    : (message ??
      `${options.length} ${options.length === 1 ? 'member' : 'members'} found. Use the up and down arrows to choose, Enter to insert.`);

  const textareaProps = members
    ? {
        'aria-autocomplete': 'list' as const,
        ...(open
          ? {
              role: 'combobox',
              'aria-expanded': true,
              'aria-controls': listId,
              'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
              'data-handles-escape': true,
            }
          : {}),
      }
    : {};

  const list = open ? (
    <div className="rounded-lg border border-slate-200 bg-white text-sm shadow-md">
      <div
        id={listId}
        role="listbox"
        aria-label={MENTION_LIST_LABEL}
        className={`max-h-56 overflow-y-auto ${options.length ? 'py-1' : ''}`}
      >
        {options.map((member, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the textarea handles the keys (aria-activedescendant)
          <div
            key={member.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // mousedown keeps the focus in the textarea (its blur would close the list first)
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(member)}
            className={`flex cursor-pointer flex-wrap items-baseline gap-x-2 px-3 py-1.5 ${
              index === active ? 'bg-indigo-50 text-indigo-900' : 'hover:bg-slate-50'
            }`}
          >
            <span className="font-medium">{member.name}</span>{' '}
            <span className="min-w-0 truncate text-xs text-slate-600">{member.email}</span>
          </div>
        ))}
      </div>
      {/* Screen readers hear it from the composer's live region (`announcement`). */}
      {message ? (
        <p aria-hidden="true" className="px-3 py-2 text-slate-600">
          {message}
        </p>
      ) : null}
    </div>
  ) : null;

  return {
    textareaProps,
    follow,
    onKeyDown,
    close: () => {
      setTyped(null);
      setActive(-1);
    },
    list,
    /** What a screen reader hears as the list opens and narrows (a polite live region). */
    announcement,
  };
}
