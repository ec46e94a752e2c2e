import { COMMENT_MESSAGES } from '@swipestack/common/comments';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SwipeCommentsRefetchQuery, {
  type SwipeCommentsRefetchQuery as SwipeCommentsRefetchQueryType,
} from '../../__generated__/SwipeCommentsRefetchQuery.graphql';
import { pageOf, payloadError, testEnvironment } from '../../relay/testEnvironment';
import { NO_COMMENTS, SwipeComments, VIEWERS_READ_ONLY } from './SwipeComments';

// The comments of a swipe's detail view: threads with their replies and actions, the
// composer's rules, posting, replying, editing, deleting and resolving, and what a viewer who
// may not comment sees.

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const NOW = new Date('2026-11-27T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const ANN = { id: 'user-ann', name: 'Ann Lee' };
const BOB = { id: 'user-bob', name: 'Bob Stone' };

const comment = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  body: 'Nice hook',
  mentions: [],
  pin: null,
  createdAt: minutesAgo(2),
  editedAt: null,
  author: BOB,
  swipe: { id: 'swipe-1' },
  thread: null,
  resolvedAt: null,
  resolvedBy: null,
  replies: pageOf([]),
  ...fields,
});

const reply = (id: string, fields: Record<string, unknown> = {}) =>
  comment(id, { thread: { id: 't1' }, ...fields });

const THREAD = comment('t1', {
  body: 'The **headline** works. See https://example.com/brief',
  author: BOB,
  replies: pageOf([reply('r1', { body: 'Agreed', author: ANN, createdAt: minutesAgo(1) })]),
});
const MINE = comment('t2', {
  body: 'Try a shorter CTA',
  author: ANN,
  editedAt: minutesAgo(1),
  createdAt: minutesAgo(60),
});
const RESOLVED = comment('t3', {
  body: 'Fix the typo',
  author: ANN,
  resolvedAt: minutesAgo(5),
  resolvedBy: BOB,
  createdAt: minutesAgo(180),
});

function Comments() {
  const data = useLazyLoadQuery<SwipeCommentsRefetchQueryType>(SwipeCommentsRefetchQuery, {
    id: 'swipe-1',
  });
  return data.node ? <SwipeComments swipe={data.node} viewerId="user-ann" /> : null;
}

async function renderComments({
  threads = [THREAD, MINE, RESOLVED] as object[],
  count = 4,
  mayComment = true,
  mayModerate = false,
  threadCount = undefined as number | undefined,
} = {}) {
  const harness = testEnvironment();
  const { answer, wrapper } = harness;
  render(
    <Suspense fallback="Loading">
      <Comments />
    </Suspense>,
    { wrapper },
  );
  const { environment } = harness;
  answer({
    node: {
      __typename: 'Swipe',
      id: 'swipe-1',
      commentCount: count,
      commentThreads: pageOf(threads, {
        hasNextPage: (threadCount ?? threads.length) > threads.length,
        totalCount: threadCount ?? threads.length,
      }),
      team: {
        id: 'team-1',
        viewerRole: mayComment ? 'EDITOR' : 'VIEWER',
        viewersMayComment: false,
        viewerMayModerateComments: mayModerate,
      },
    },
  });
  await screen.findByRole('heading', { name: `Comments (${count})` });
  return { answer, environment };
}

const article = (name: string) => screen.getByRole('article', { name });
const composer = () =>
  screen.getByRole('textbox', { name: 'Add a comment' }) as HTMLTextAreaElement;

describe('SwipeComments', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('lists the threads, oldest first, each comment an article with its author and time', async () => {
    await renderComments();
    const threads = screen.getByRole('list', { name: 'Comment threads' });
    expect(threads.children).toHaveLength(3);
    const first = article('Bob Stone 2 minutes ago');
    const time = within(first).getByText('2 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe(minutesAgo(2));
    expect(time.getAttribute('title')).toContain('2026');
    expect(within(first).getByText('headline').tagName).toBe('STRONG');
    expect(within(first).getByRole('link', { name: 'https://example.com/brief' })).toBeTruthy();
    // Replies are indented below their thread.
    const replies = screen.getByRole('list', { name: 'Replies' });
    expect(within(replies).getByRole('article', { name: 'Ann Lee 1 minute ago' })).toBeTruthy();
    expect(within(article('Ann Lee 1 hour ago')).getByText('(edited)')).toBeTruthy();
  });

  // 40 threads render slowly on a busy machine.
  it('shows 20 threads and 5 replies of each at first; "Show more" brings the next page, focused', async () => {
    const replies = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) =>
        reply(`r${from + i}`, { body: `Reply ${from + i}`, author: ANN }),
      );
    const first = comment('t0', {
      body: 'Thread 0',
      createdAt: minutesAgo(100),
      replies: pageOf(replies(0, 5), { hasNextPage: true, totalCount: 8 }),
    });
    const threads: object[] = [
      first,
      ...Array.from({ length: 19 }, (_, i) =>
        comment(`t${i + 1}`, { body: `Thread ${i + 1}`, createdAt: minutesAgo(99 - i) }),
      ),
    ];
    const { answer } = await renderComments({ threads, count: 113, threadCount: 105 });
    const list = screen.getByRole('list', { name: 'Comment threads' });
    expect(list.children).toHaveLength(20);
    expect(
      within(screen.getByRole('list', { name: 'Replies' })).getAllByRole('article'),
    ).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: 'Show 3 more replies' }));
    answer({
      node: {
        ...first,
        __typename: 'Comment',
        replies: pageOf(replies(5, 8), { totalCount: 8 }),
      },
    });
    const shownReplies = within(screen.getByRole('list', { name: 'Replies' })).getAllByRole(
      'article',
    );
    expect(shownReplies.map((each) => within(each).getByText(/^Reply/).textContent)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Reply ${i}`),
    );
    expect(screen.queryByRole('button', { name: /more replies/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show 20 more threads' }));
    answer({
      node: {
        __typename: 'Swipe',
        id: 'swipe-1',
        commentCount: 113,
        commentThreads: pageOf(
          Array.from({ length: 20 }, (_, i) => comment(`t${20 + i}`, { body: `Thread ${20 + i}` })),
          { hasNextPage: true, totalCount: 105 },
        ),
        team: {
          id: 'team-1',
          viewerRole: 'EDITOR',
          viewersMayComment: false,
          viewerMayModerateComments: false,
        },
      },
    });
    expect(list.children).toHaveLength(40);
    expect(document.activeElement).toBe(list.children[20]);
    expect(screen.getByRole('button', { name: 'Show 20 more threads' })).toBeTruthy();
  }, 30_000);

  it('gives Reply and Resolve to threads, Edit and Delete to one’s own comments', async () => {
    await renderComments();
    const others = article('Bob Stone 2 minutes ago');
    expect(
      within(others)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reply', 'Resolve']);
    const mine = article('Ann Lee 1 hour ago');
    expect(
      within(mine)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reply', 'Resolve', 'Edit', 'Delete']);
    const myReply = article('Ann Lee 1 minute ago');
    expect(
      within(myReply)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Delete']);
  });

  it('moderators may delete anyone’s comment', async () => {
    await renderComments({ mayModerate: true });
    expect(
      within(article('Bob Stone 2 minutes ago')).getByRole('button', { name: 'Delete' }),
    ).toBeTruthy();
    expect(
      within(article('Bob Stone 2 minutes ago')).queryByRole('button', { name: 'Edit' }),
    ).toBeNull();
  });

  it('folds a resolved thread to who resolved it, with Show', async () => {
    await renderComments();
    expect(screen.getByText('Resolved by Bob Stone')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Ann Lee 3 hours ago' })).toBeNull();
    const show = screen.getByRole('button', { name: 'Show' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    const thread = article('Ann Lee 3 hours ago');
    expect(within(thread).getByText('Fix the typo')).toBeTruthy();
    expect(within(thread).getByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says there are no comments yet', async () => {
    await renderComments({ threads: [], count: 0 });
    expect(screen.getByText(NO_COMMENTS)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Comment threads' })).toBeNull();
    expect(composer()).toBeTruthy();
  });

  it('viewers who may not comment read the threads, without composer or actions', async () => {
    await renderComments({ mayComment: false });
    expect(screen.getByText(VIEWERS_READ_ONLY)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getAllByRole('article').length).toBe(3);
    for (const name of ['Reply', 'Resolve', 'Edit', 'Comment'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    // Their own comments they may still delete.
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
  });

  it('checks the text before sending: not empty, not too long', async () => {
    await renderComments();
    const text = composer();
    expect(text.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Supports **bold**, links, - lists and @mentions')).toBeTruthy();
    fireEvent.change(text, { target: { value: '   \n ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(screen.getByText(COMMENT_MESSAGES.empty)).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(text);

    fireEvent.change(text, { target: { value: 'x'.repeat(4600) } });
    expect(screen.getByText('4,600 / 5,000 characters')).toBeTruthy();
    fireEvent.change(text, { target: { value: 'x'.repeat(5001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(screen.getByText('Comments can be at most 5,000 characters.')).toBeTruthy();
    expect(screen.getByText(COMMENT_MESSAGES.tooLong)).toBeTruthy();
    expect(screen.getByText('5,001 / 5,000 characters: 1 over the limit.')).toBeTruthy();
    // Nothing was sent: the button is still there to press.
    expect((screen.getByRole('button', { name: 'Comment' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('posts a comment: it goes last, the count follows, the field empties and keeps the focus', async () => {
    const { answer } = await renderComments();
    const text = composer();
    fireEvent.change(text, { target: { value: 'Love the **offer**' } });
    text.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect((screen.getByRole('button', { name: 'Comment' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('status').textContent).toBe('Posting…');
    answer({
      addComment: {
        comment: comment('t4', {
          body: 'Love the **offer**',
          author: ANN,
          createdAt: NOW.toISOString(),
          swipe: { id: 'swipe-1', commentCount: 5 },
        }),
        errors: [],
      },
    });
    const added = article('Ann Lee just now');
    expect(within(added).getByText('offer').tagName).toBe('STRONG');
    const threads = within(screen.getByRole('list', { name: 'Comment threads' })).getAllByRole(
      'article',
    );
    expect(threads.at(-1)).toBe(added);
    expect(screen.getByRole('heading', { name: 'Comments (5)' })).toBeTruthy();
    expect(text.value).toBe('');
    expect(document.activeElement).toBe(text);
    expect(toast.success).toHaveBeenCalledWith('Comment added');
  });

  it('Ctrl+Enter posts; a refusal keeps the text and says why by the field', async () => {
    const { answer } = await renderComments();
    const text = composer();
    fireEvent.change(text, { target: { value: 'Keep me' } });
    fireEvent.keyDown(text, { key: 'Enter', ctrlKey: true });
    expect((screen.getByRole('button', { name: 'Comment' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    answer({
      addComment: { comment: null, errors: [payloadError(COMMENT_MESSAGES.tooLong, 'body')] },
    });
    expect(text.value).toBe('Keep me');
    expect(screen.getByText(COMMENT_MESSAGES.tooLong)).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Comment' }) as HTMLButtonElement).disabled).toBe(
      false,
    );

    fireEvent.keyDown(text, { key: 'Enter', metaKey: true });
    answer({
      addComment: {
        comment: null,
        errors: [payloadError('Viewers of this team can read comments but not write them.')],
      },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Viewers of this team can read comments but not write them.',
    );
    expect(text.value).toBe('Keep me');
  });

  it('replies in a thread: the composer takes the focus, the reply goes last', async () => {
    const { answer } = await renderComments();
    const thread = article('Bob Stone 2 minutes ago').closest('li') as HTMLElement;
    fireEvent.click(within(thread).getByRole('button', { name: 'Reply' }));
    const text = within(thread).getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement;
    expect(document.activeElement).toBe(text);
    // While it is open, the thread's one Reply button is the composer's.
    expect(within(thread).getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
    fireEvent.change(text, { target: { value: 'On it' } });
    fireEvent.click(within(thread).getByRole('button', { name: 'Reply' }));
    answer({
      addComment: {
        comment: reply('r2', {
          body: 'On it',
          author: ANN,
          createdAt: NOW.toISOString(),
          swipe: { id: 'swipe-1', commentCount: 5 },
          thread: { id: 't1', resolvedAt: null, resolvedBy: null },
        }),
        errors: [],
      },
    });
    const replies = screen.getByRole('list', { name: 'Replies' });
    expect(within(replies).getAllByRole('article')).toHaveLength(2);
    expect(within(replies).getAllByRole('article').at(-1)).toBe(article('Ann Lee just now'));
    expect(within(article('Ann Lee just now')).getByText('On it')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull();
    expect(document.activeElement).toBe(
      within(article('Bob Stone 2 minutes ago')).getByRole('button', { name: 'Reply' }),
    );
    expect(screen.getByRole('heading', { name: 'Comments (5)' })).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Reply added');
  });

  it('edits one’s own comment inline: Save shows the new text, marked edited', async () => {
    const { answer } = await renderComments();
    const mine = article('Ann Lee 1 minute ago');
    fireEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    const text = within(mine).getByRole('textbox', { name: 'Edit comment' }) as HTMLTextAreaElement;
    expect(text.value).toBe('Agreed');
    expect(document.activeElement).toBe(text);
    fireEvent.change(text, { target: { value: '' } });
    fireEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(within(mine).getByText(COMMENT_MESSAGES.empty)).toBeTruthy();
    fireEvent.change(text, { target: { value: 'Agreed, ship it' } });
    fireEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    answer({
      editComment: {
        comment: {
          id: 'r1',
          body: 'Agreed, ship it',
          mentions: [],
          editedAt: NOW.toISOString(),
        },
        errors: [],
      },
    });
    expect(within(mine).queryByRole('textbox')).toBeNull();
    expect(within(mine).getByText('Agreed, ship it')).toBeTruthy();
    expect(within(mine).getByText('(edited)')).toBeTruthy();
    expect(document.activeElement).toBe(within(mine).getByRole('button', { name: 'Edit' }));
  });

  it('Cancel leaves the comment as it was', async () => {
    await renderComments();
    const mine = article('Ann Lee 1 minute ago');
    fireEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(mine).getByRole('textbox'), { target: { value: 'Changed' } });
    fireEvent.click(within(mine).getByRole('button', { name: 'Cancel' }));
    expect(within(mine).getByText('Agreed')).toBeTruthy();
  });

  it('deletes after asking: a thread goes with its replies, and the count follows', async () => {
    const { answer } = await renderComments({ mayModerate: true });
    const thread = article('Bob Stone 2 minutes ago');
    fireEvent.click(within(thread).getByRole('button', { name: 'Delete' }));
    const confirm = within(thread).getByRole('group', { name: 'Confirm' });
    expect(confirm.textContent).toContain(
      'Delete this comment and its reply? This cannot be undone.',
    );
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    answer({
      deleteComment: { deletedId: 't1', swipe: { id: 'swipe-1', commentCount: 2 }, errors: [] },
    });
    expect(screen.queryByRole('article', { name: 'Bob Stone 2 minutes ago' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Ann Lee 1 minute ago' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Comments (2)' }));
    expect(toast.success).toHaveBeenCalledWith('Comment deleted');
  });

  it('resolves a thread: it folds, the focus on Show; Reopen opens it again', async () => {
    const { answer } = await renderComments();
    fireEvent.click(
      within(article('Bob Stone 2 minutes ago')).getByRole('button', { name: 'Resolve' }),
    );
    answer({
      resolveCommentThread: {
        comment: { id: 't1', resolvedAt: NOW.toISOString(), resolvedBy: ANN },
        errors: [],
      },
    });
    expect(screen.queryByRole('article', { name: 'Bob Stone 2 minutes ago' })).toBeNull();
    expect(screen.getByText('Resolved by Ann Lee')).toBeTruthy();
    const show = screen.getAllByRole('button', { name: 'Show' })[0] as HTMLButtonElement;
    expect(document.activeElement).toBe(show);
    expect(toast.success).toHaveBeenCalledWith('Thread resolved');

    fireEvent.click(show);
    fireEvent.click(
      within(article('Bob Stone 2 minutes ago')).getByRole('button', { name: 'Reopen' }),
    );
    answer({
      resolveCommentThread: {
        comment: { id: 't1', resolvedAt: null, resolvedBy: null },
        errors: [],
      },
    });
    expect(screen.queryByText('Resolved by Ann Lee')).toBeNull();
    expect(document.activeElement).toBe(
      within(article('Bob Stone 2 minutes ago')).getByRole('button', { name: 'Resolve' }),
    );
  });
});

// The team's members as the composer asks for them (the viewer, Ann Lee, is left out).
const MEMBERS = {
  node: {
    __typename: 'Team',
    id: 'team-1',
    members: {
      edges: [
        ['m-ann', 'Ann Lee', 'ann@example.com', 'user-ann', true],
        ['m-bob', 'Bob Stone', 'bob@example.com', 'user-bob', false],
        ['m-ana', 'Ana Lopez', 'ana@example.com', 'user-ana', false],
        ['m-dan', 'Dan Marsh', 'dan.andrews@example.com', 'user-dan', false],
      ].map(([id, name, email, userId, isViewer]) => ({
        node: { id, name, email, userId, isViewer },
      })),
    },
  },
};

describe('SwipeComments: mentions', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('suggests the team’s members after "@": arrow down and Enter insert the mention', async () => {
    const { answer, environment } = await renderComments();
    const send = vi.spyOn(environment, 'executeMutation');
    const text = composer();
    expect(text.getAttribute('aria-expanded')).toBeNull();
    fireEvent.change(text, { target: { value: 'Ask @an' } });
    // While the list is open the textarea is a combobox controlling it.
    const box = screen.getByRole('combobox', { name: 'Add a comment' });
    expect(box).toBe(text);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Mention a team member' });
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    const popup = list.parentElement as HTMLElement;
    expect(within(popup).getByText('Loading members…')).toBeTruthy();
    answer(MEMBERS);
    const options = within(list).getAllByRole('option');
    // Names starting with "an" first, then names or emails containing it; never the viewer.
    expect(options.map((option) => option.textContent)).toEqual([
      'Ana Lopez ana@example.com',
      'Dan Marsh dan.andrews@example.com',
    ]);
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(text.value).toBe('Ask @[Ana Lopez](user:user-ana) ');
    expect(text.selectionStart).toBe(text.value.length);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(composer()).toBe(text);
    expect(text.getAttribute('aria-expanded')).toBeNull();

    fireEvent.change(text, { target: { value: `${text.value}for the brief` } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const [request] = send.mock.calls.at(-1) ?? [];
    expect(request?.operation.request.variables).toEqual({
      input: { swipeId: 'swipe-1', body: 'Ask @[Ana Lopez](user:user-ana) for the brief' },
    });
    answer({
      addComment: {
        comment: comment('t4', {
          body: 'Ask @[Ana Lopez](user:user-ana) for the brief',
          mentions: ['user-ana'],
          author: ANN,
          createdAt: NOW.toISOString(),
          swipe: { id: 'swipe-1', commentCount: 5 },
        }),
        errors: [],
      },
    });
    const mention = within(article('Ann Lee just now')).getByText('@Ana Lopez');
    expect(mention.tagName).toBe('SPAN');
    expect(mention.className).toContain('text-indigo-700');
    expect(article('Ann Lee just now').textContent).toContain('Ask @Ana Lopez for the brief');
  });

  it('says when no member matches, closes on Escape, and picks on a click', async () => {
    const { answer } = await renderComments();
    const text = composer();
    fireEvent.change(text, { target: { value: '@zz' } });
    answer(MEMBERS);
    const popup = screen.getByRole('listbox').parentElement as HTMLElement;
    expect(within(popup).getByText('No members match')).toBeTruthy();
    expect(within(screen.getByRole('listbox')).queryAllByRole('option')).toHaveLength(0);
    fireEvent.keyDown(text, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(text.value).toBe('@zz');
    // A new "@" opens it again, with the members already loaded.
    fireEvent.change(text, { target: { value: '@zz @bo' } });
    const option = screen.getByRole('option', { name: /Bob Stone/ });
    fireEvent.click(option);
    expect(text.value).toBe('@zz @[Bob Stone](user:user-bob) ');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('offers mentions in replies, and Tab picks the active member', async () => {
    const { answer } = await renderComments();
    const thread = article('Bob Stone 2 minutes ago').closest('li') as HTMLElement;
    fireEvent.click(within(thread).getByRole('button', { name: 'Reply' }));
    const text = within(thread).getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Thanks @' } });
    answer(MEMBERS);
    expect(
      within(thread)
        .getAllByRole('option')
        .map((option) => option.firstElementChild?.textContent),
    ).toEqual(['Bob Stone', 'Ana Lopez', 'Dan Marsh']);
    fireEvent.keyDown(text, { key: 'ArrowDown' });
    fireEvent.keyDown(text, { key: 'ArrowDown' });
    fireEvent.keyDown(text, { key: 'Tab' });
    expect(text.value).toBe('Thanks @[Ana Lopez](user:user-ana) ');
  });
});
