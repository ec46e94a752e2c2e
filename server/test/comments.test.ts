import { Writable } from 'node:stream';
import { COMMENT_MESSAGES } from '@swipestack/common/comments';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exportSwipes } from '../src/services/exports/swipe-export.js';
import { createStorage } from '../src/storage/storage.js';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { live, subscribeWs, useServer } from './helpers/live-feeds.js';
import { createTeam, newMember } from './helpers/teams.js';
import { dbId, newUser } from './helpers/users.js';
import { until } from './helpers/wait.js';

// Comments on swipes (services/comments/comments.ts, docs/collaboration.md): threads and replies,
// the count on a card, edits and deletions of one's own (admins: anyone's), resolving, the team
// setting for viewers, live delivery to the team's open tabs, bad input refused whole, and no way
// into another team's comments through any mutation or node.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  useServer(server);
});
afterAll(() => server?.close());

const ERRORS = 'errors { __typename ... on Error { message } ... on FieldError { field } }';
const ADD = `mutation($input: AddCommentInput!) { addComment(input: $input) {
  comment { id body viewerIsAuthor author { name } thread { id } swipe { commentCount } } ${ERRORS} } }`;
const EDIT = `mutation($input: EditCommentInput!) { editComment(input: $input) {
  comment { id body editedAt } ${ERRORS} } }`;
const DELETE = `mutation($input: DeleteCommentInput!) { deleteComment(input: $input) { deletedId ${ERRORS} } }`;
const RESOLVE = `mutation($input: ResolveCommentThreadInput!) { resolveCommentThread(input: $input) {
  comment { id resolvedAt resolvedBy { name } } ${ERRORS} } }`;
const ALLOW = `mutation($input: SetViewersMayCommentInput!) { setViewersMayComment(input: $input) {
  team { viewersMayComment } ${ERRORS} } }`;
const THREADS = `query($id: ID!) { node(id: $id) { ... on Swipe { commentCount
  commentThreads { edges { node { id body resolvedAt replies { edges { node { id body } } } } } } } } }`;
const CREATE_SWIPE = `mutation($input: CreateSwipeInput!) { createSwipe(input: $input) { swipe { id } } }`;

async function teamWithSwipe() {
  const owner = await newUser(server);
  const teamId = await createTeam(owner.client, 'Commenters');
  const swipe = await owner.client.gql(CREATE_SWIPE, {
    input: { teamId, kind: 'AD', title: 'Spring sale ad', notes: 'Big headline' },
  });
  return { owner, teamId, swipeId: swipe.data.createSwipe.swipe.id as string };
}

const add = (client: TestClient, input: object) => client.gql(ADD, { input });
type Edges<N> = { edges: { node: N }[] };
type Listed = { id: string; body: string; resolvedAt: string | null; replies: Edges<object> };
/** A swipe's count and its first page of threads, each with its first page of replies, as lists. */
const threadsOf = async (client: TestClient, swipeId: string) => {
  const swipe = (await client.gql(THREADS, { id: swipeId })).data.node;
  return {
    commentCount: swipe.commentCount,
    commentThreads: (swipe.commentThreads as Edges<Listed>).edges.map(({ node }) => ({
      ...node,
      replies: node.replies.edges.map((edge) => edge.node),
    })),
  };
};

describe('threads', () => {
  test('a thread and its replies, live to another member; resolved, reopened by a reply', async () => {
    const { owner, teamId, swipeId } = await teamWithSwipe();
    const editor = await newMember(server, owner.client, teamId, 'EDITOR');
    const feed = subscribeWs(
      { cookie: editor.client.cookieHeader() },
      `subscription($teamId: ID!) { teamEvents(teamId: $teamId) { kind team { name }
        comment { body swipe { commentCount } } swipe { commentCount } } }`,
      { teamId },
    );
    await live(owner.client, teamId, [feed]);

    const thread = (await add(owner.client, { swipeId, body: 'Is the **headline** too long?' }))
      .data.addComment;
    expect(thread.errors).toEqual([]);
    expect(thread.comment).toMatchObject({
      body: 'Is the **headline** too long?',
      viewerIsAuthor: true,
      thread: null,
      swipe: { commentCount: 1 },
    });
    await until(
      () => feed.events.some((e) => e.teamEvents.comment?.body === 'Is the **headline** too long?'),
      5000,
      'the comment reaches the other tab',
    );

    const resolved = await editor.client.gql(RESOLVE, {
      input: { id: thread.comment.id, resolved: true },
    });
    expect(resolved.data.resolveCommentThread.comment.resolvedAt).not.toBeNull();
    expect(resolved.data.resolveCommentThread.comment.resolvedBy).not.toBeNull();
    const reply = (
      await add(editor.client, {
        swipeId,
        body: 'A little. Try:\n- shorter\n- bolder',
        threadId: thread.comment.id,
      })
    ).data.addComment;
    expect(reply.comment).toMatchObject({
      thread: { id: thread.comment.id },
      viewerIsAuthor: true,
      swipe: { commentCount: 2 },
    });
    const listed = await threadsOf(owner.client, swipeId);
    expect(listed).toEqual({
      commentCount: 2,
      commentThreads: [
        {
          id: thread.comment.id,
          body: 'Is the **headline** too long?',
          // The reply reopened it.
          resolvedAt: null,
          replies: [{ id: reply.comment.id, body: 'A little. Try:\n- shorter\n- bolder' }],
        },
      ],
    });
    const resolveReply = await owner.client.gql(RESOLVE, {
      input: { id: reply.comment.id, resolved: true },
    });
    expect(resolveReply.data.resolveCommentThread.errors[0].message).toBe(
      'Resolve the thread from its first comment.',
    );
    // A deletion reaches the other tab with its swipe's new count.
    await owner.client.gql(DELETE, { input: { id: reply.comment.id } });
    await until(
      () =>
        feed.events.some(
          (e) => e.teamEvents.kind === 'SWIPE_UPDATED' && e.teamEvents.swipe?.commentCount === 1,
        ),
      5000,
      'the swipe with its new count',
    );
    await feed.close();
  });

  test('own comments are edited and deleted; admins delete anyone’s; a thread takes its replies', async () => {
    const { owner, teamId, swipeId } = await teamWithSwipe();
    const editor = await newMember(server, owner.client, teamId, 'EDITOR');
    const other = await newMember(server, owner.client, teamId, 'EDITOR');
    const thread = (await add(editor.client, { swipeId, body: 'First' })).data.addComment.comment;
    const reply = (await add(other.client, { swipeId, body: 'Second', threadId: thread.id })).data
      .addComment.comment;

    const notMine = await other.client.gql(EDIT, { input: { id: thread.id, body: 'Changed' } });
    expect(notMine.data.editComment.errors).toEqual([
      { __typename: 'NotAllowedError', message: 'You can only edit your own comments.' },
    ]);
    const mine = await editor.client.gql(EDIT, { input: { id: thread.id, body: ' Changed ' } });
    expect(mine.data.editComment.comment.body).toBe('Changed');
    expect(mine.data.editComment.comment.editedAt).not.toBeNull();
    const deleteOthers = await other.client.gql(DELETE, { input: { id: thread.id } });
    expect(deleteOthers.data.deleteComment.errors[0].message).toBe(
      'You can only delete your own comments.',
    );
    const ownReply = await other.client.gql(DELETE, { input: { id: reply.id } });
    expect(ownReply.data.deleteComment).toEqual({ deletedId: reply.id, errors: [] });
    await add(other.client, { swipeId, body: 'Third', threadId: thread.id });
    // The owner (an admin of the team) removes the thread: its replies go with it.
    const byOwner = await owner.client.gql(
      `mutation($input: DeleteCommentInput!) { deleteComment(input: $input) {
        deletedId swipe { commentCount } ${ERRORS} } }`,
      { input: { id: thread.id } },
    );
    // The answer carries the swipe's count: the thread and its remaining reply are gone.
    expect(byOwner.data.deleteComment).toEqual({
      deletedId: thread.id,
      swipe: { commentCount: 0 },
      errors: [],
    });
    expect(await threadsOf(owner.client, swipeId)).toEqual({ commentCount: 0, commentThreads: [] });
  });

  test('deleting the swipe deletes its threads', async () => {
    const { owner, swipeId } = await teamWithSwipe();
    const thread = (await add(owner.client, { swipeId, body: 'Keep?' })).data.addComment.comment;
    await owner.client.gql(
      'mutation($input: DeleteSwipeInput!) { deleteSwipe(input: $input) { deletedId } }',
      { input: { id: swipeId } },
    );
    expect(
      (await owner.client.gql('query($id: ID!) { node(id: $id) { id } }', { id: thread.id })).data
        .node,
    ).toBeNull();
  });
});

describe('rules', () => {
  test('bad input is refused with a clear message and saves nothing; markup is kept as text', async () => {
    const { owner, swipeId } = await teamWithSwipe();
    const long = await add(owner.client, { swipeId, body: 'x'.repeat(5001) });
    expect(long.data.addComment).toEqual({
      comment: null,
      errors: [{ __typename: 'FieldError', message: COMMENT_MESSAGES.tooLong, field: 'body' }],
    });
    expect(COMMENT_MESSAGES.tooLong).toBe('Comments can be at most 5,000 characters.');
    const empty = await add(owner.client, { swipeId, body: '  \n ' });
    expect(empty.data.addComment.errors[0].message).toBe('Write a comment first.');
    expect((await threadsOf(owner.client, swipeId)).commentCount).toBe(0);
    const exactly = await add(owner.client, { swipeId, body: 'y'.repeat(5000) });
    expect(exactly.data.addComment.errors).toEqual([]);
    const markup = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = await add(owner.client, { swipeId, body: markup });
    expect(html.data.addComment.comment.body).toBe(markup);
  });

  test('viewers read; they comment only when an admin allows it', async () => {
    const { owner, teamId, swipeId } = await teamWithSwipe();
    const viewer = await newMember(server, owner.client, teamId, 'VIEWER');
    const editor = await newMember(server, owner.client, teamId, 'EDITOR');
    await add(owner.client, { swipeId, body: 'For everyone' });
    expect((await threadsOf(viewer.client, swipeId)).commentCount).toBe(1);
    const refused = await add(viewer.client, { swipeId, body: 'Me too' });
    expect(refused.data.addComment.errors).toEqual([
      {
        __typename: 'NotAllowedError',
        message: 'Viewers of this team can read comments but not write them.',
      },
    ]);
    const byEditor = await editor.client.gql(ALLOW, { input: { teamId, allowed: true } });
    expect(byEditor.data.setViewersMayComment.errors[0].__typename).toBe('NotAllowedError');
    const byOwner = await owner.client.gql(ALLOW, { input: { teamId, allowed: true } });
    expect(byOwner.data.setViewersMayComment).toEqual({
      team: { viewersMayComment: true },
      errors: [],
    });
    const allowed = await add(viewer.client, { swipeId, body: 'Me too' });
    expect(allowed.data.addComment.errors).toEqual([]);
    const team = await viewer.client.gql(
      'query($id: ID!) { node(id: $id) { ... on Team { viewerMayComment viewerMayModerateComments } } }',
      { id: teamId },
    );
    expect(team.data.node).toEqual({ viewerMayComment: true, viewerMayModerateComments: false });
  });

  test("another team's swipes and comments cannot be read, commented, edited, resolved or deleted", async () => {
    const { owner, swipeId } = await teamWithSwipe();
    const thread = (await add(owner.client, { swipeId, body: 'Private' })).data.addComment.comment;
    const stranger = await newUser(server);
    const NODE = 'query($id: ID!) { node(id: $id) { id } }';
    expect((await stranger.client.gql(NODE, { id: thread.id })).data.node).toBeNull();
    expect((await stranger.client.gql(NODE, { id: swipeId })).data.node).toBeNull();
    const commented = await add(stranger.client, { swipeId, body: 'Hi' });
    expect(commented.data.addComment.errors[0]).toMatchObject({ __typename: 'NotFoundError' });
    const replied = await add(stranger.client, { swipeId, body: 'Hi', threadId: thread.id });
    expect(replied.data.addComment.errors[0]).toMatchObject({ __typename: 'NotFoundError' });
    for (const [query, input] of [
      [EDIT, { id: thread.id, body: 'Mine now' }],
      [RESOLVE, { id: thread.id, resolved: true }],
      [DELETE, { id: thread.id }],
    ] as const) {
      const result = await stranger.client.gql(query, { input });
      const payload = Object.values(result.data)[0] as { errors: { __typename: string }[] };
      expect(payload.errors).toEqual([
        { __typename: 'NotFoundError', message: 'This comment does not exist.' },
      ]);
    }
    // A thread of another swipe is not a thread of this one.
    const own = await newUser(server);
    const mySwipe = (
      await own.client.gql(CREATE_SWIPE, {
        input: { teamId: own.teamId, kind: 'AD', title: 'Mine' },
      })
    ).data.createSwipe.swipe.id;
    const crossed = await add(own.client, { swipeId: mySwipe, body: 'Hi', threadId: thread.id });
    expect(crossed.data.addComment.errors[0].message).toBe('This thread does not exist.');
    expect((await threadsOf(owner.client, swipeId)).commentCount).toBe(1);
  });
});

describe('long lists page', () => {
  interface Page {
    totalCount: number;
    edges: { node: { id: string; body: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  }
  const PAGE = 'totalCount edges { node { id body } } pageInfo { hasNextPage endCursor }';
  const THREAD_PAGE = `query($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on Swipe {
    commentThreads(first: $first, after: $after) { ${PAGE} } } } }`;
  const REPLY_PAGE = `query($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on Comment {
    replies(first: $first, after: $after) { ${PAGE} } } } }`;
  const N = 105;
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i));
  const bodies = (word: string) =>
    Array.from({ length: N }, (_, i) => `${word} ${String(i).padStart(3, '0')}`);

  /** Every page of a list, `first` at a time (left out: the default). */
  async function pagesOf(client: TestClient, query: string, id: string, first?: number) {
    const pages: Page[] = [];
    let after: string | null = null;
    do {
      const result = await client.gql(query, { id, first, after });
      expect(result.errors).toBeUndefined();
      const page = Object.values(result.data.node)[0] as Page;
      pages.push(page);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      expect(pages.length).toBeLessThan(20);
    } while (after);
    return pages;
  }

  test('105 threads and 105 replies come in pages of 20 by default and never over 50, oldest first; the export holds all', async () => {
    const { owner, teamId, swipeId } = await teamWithSwipe();
    const common = { teamId: dbId(teamId), swipeId: dbId(swipeId), authorId: owner.userId };
    const threads = await server.db.prisma.comment.createManyAndReturn({
      data: bodies('Thread').map((body, i) => ({ ...common, body, createdAt: at(i) })),
      select: { id: true },
    });
    const first = threads[0]?.id ?? '';
    await server.db.prisma.comment.createMany({
      data: bodies('Reply').map((body, i) => ({
        ...common,
        threadId: first,
        body,
        createdAt: at(N + i),
      })),
    });
    const threadId = Buffer.from(`Comment:${first}`).toString('base64');
    for (const [query, id, word] of [
      [THREAD_PAGE, swipeId, 'Thread'],
      [REPLY_PAGE, threadId, 'Reply'],
    ] as const) {
      for (const [asked, sizes] of [
        [undefined, [20, 20, 20, 20, 20, 5]],
        [100, [50, 50, 5]],
      ] as const) {
        const pages = await pagesOf(owner.client, query, id, asked);
        expect(pages.map((page) => page.edges.length)).toEqual(sizes);
        for (const page of pages) expect(page.totalCount).toBe(N);
        expect(pages.flatMap((page) => page.edges.map((edge) => edge.node.body))).toEqual(
          bodies(word),
        );
      }
    }
    expect(
      (await owner.client.gql(THREAD_PAGE, { id: swipeId, first: 101 })).errors?.[0]?.extensions
        ?.code,
    ).toBe('BAD_USER_INPUT');

    // The export reads the database, not the paged fields: every comment is in it.
    const chunks: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    await exportSwipes(
      owner.userId,
      { kind: 'team', teamId: dbId(teamId) },
      await createStorage(server.config),
      out,
    );
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    const document = JSON.parse(Buffer.from(files['swipes.json'] ?? []).toString());
    const exported = document.swipes.find((swipe: { id: string }) => swipe.id === dbId(swipeId));
    expect(exported.comments).toHaveLength(2 * N);
  });
});
