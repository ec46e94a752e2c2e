import { COMMENT_MESSAGES } from '@swipestack/common/comments';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from './harness.js';
import { live, subscribeWs, useServer } from './helpers/live-feeds.js';
import { createTeam, newMember } from './helpers/teams.js';
import { newUser } from './helpers/users.js';
import { until } from './helpers/wait.js';

// Comments on swipes (services/comments.ts, docs/collaboration.md): threads and replies, the
// count on a card, edits and deletions of one's own (admins: anyone's), resolving, the team
// setting for viewers, live delivery to the team's open tabs, bad input refused whole, and no
// way into another team's comments through any mutation or node.

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
  commentThreads { id body resolvedAt replies { id body } } } } }`;
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
const threadsOf = async (client: TestClient, swipeId: string) =>
  (await client.gql(THREADS, { id: swipeId })).data.node;

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
