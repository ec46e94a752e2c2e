import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import {
  commitLocalUpdate,
  createOperationDescriptor,
  Environment,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  type RecordSourceSelectorProxy,
  Store,
} from 'relay-runtime';
import type { Sink } from 'relay-runtime/network/RelayObservable';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FinderPageTeamQuery, {
  type FinderPageTeamQuery as FinderPageTeamQueryType,
} from '../../__generated__/FinderPageTeamQuery.graphql';
import SwipeCommentsRefetchQuery, {
  type SwipeCommentsRefetchQuery as SwipeCommentsRefetchQueryType,
} from '../../__generated__/SwipeCommentsRefetchQuery.graphql';
import TeamRefreshQuery from '../../__generated__/TeamRefreshQuery.graphql';
import { pageOf } from '../../relay/testEnvironment';
import { SwipeComments } from '../comments/SwipeComments';
import { TrackedBrands } from '../finder/TrackedBrands';
import { LiveTeamEvents } from './LiveTeamEvents';

// Tracked brands kept up to date by the team's live events (LiveTeamEvents): one a teammate
// added joins the list, a check's outcome shows in its row, a removed one leaves, and a check
// that saved ads says so in a toast. Comments too: a teammate's thread or reply joins its list,
// an edit shows, and a deleted one leaves with the count lowered.

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const BRAND = {
  id: 'tb-1',
  kind: 'PAGE',
  query: '104983712345',
  label: 'Northwind Coffee',
  country: 'ALL',
  collection: null,
  pausedAt: null,
  lastCheckedAt: null,
  lastError: null,
  lastFoundCount: 0,
  lastSavedCount: 0,
};

function setUp() {
  const queries: Sink<GraphQLResponse>[] = [];
  let events: Sink<GraphQLResponse> | null = null;
  const environment = new Environment({
    network: Network.create(
      () => Observable.create((sink) => void queries.push(sink)),
      () =>
        Observable.create((sink) => {
          events = sink;
        }),
    ),
    store: new Store(new RecordSource()),
  });
  const answer = (data: Record<string, unknown>) =>
    act(() => {
      const sink = queries.shift();
      sink?.next({ data });
      sink?.complete();
    });
  const waiting = () => queries.length;
  const send = (event: Record<string, unknown>) =>
    act(() => {
      events?.next({
        data: {
          teamEvents: {
            deletedId: null,
            swipe: null,
            tag: null,
            collection: null,
            member: null,
            invite: null,
            trackedBrand: null,
            comment: null,
            team: null,
            tags: [],
            collections: [],
            ...event,
          },
        },
      });
    });
  return { environment, answer, send, waiting };
}

function Section() {
  const data = useLazyLoadQuery<FinderPageTeamQueryType>(FinderPageTeamQuery, {
    teamId: 'team-1',
  });
  const team = data.node?.team;
  return team ? <TrackedBrands team={team} request={null} /> : null;
}

describe('live tracked brands', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('adds, updates and removes brands as the team’s events say, and tells of saved ads', async () => {
    const { environment, answer, send } = setUp();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter>
          <LiveTeamEvents teamId="team-1" />
          <Suspense fallback="Loading">
            <Section />
          </Suspense>
        </MemoryRouter>
      </RelayEnvironmentProvider>,
    );
    answer({
      node: {
        __typename: 'Team',
        id: 'team-1',
        name: 'Growth',
        viewerRole: 'EDITOR',
        plan: 'PRO',
        adFinderSetup: { metaAvailable: true, trackedBrandsMax: 10 },
        trackedBrands: [],
        collections: { totalCount: 0, edges: [] },
      },
    });
    await screen.findByText('No brands tracked yet.');

    send({ kind: 'TRACKED_BRAND_CHANGED', trackedBrand: BRAND });
    expect(screen.getByRole('listitem', { name: 'Northwind Coffee' })).toBeTruthy();
    expect(screen.getByText('1 of 10 brands')).toBeTruthy();
    // The same brand again (its check started) stays once.
    send({ kind: 'TRACKED_BRAND_CHANGED', trackedBrand: BRAND });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    send({
      kind: 'TRACKED_ADS_SAVED',
      trackedBrand: {
        ...BRAND,
        lastCheckedAt: new Date().toISOString(),
        lastFoundCount: 5,
        lastSavedCount: 3,
      },
    });
    expect(screen.getByText('Checked just now — 5 new, 3 saved')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Northwind Coffee: 3 new ads saved');

    send({ kind: 'TRACKED_BRAND_DELETED', deletedId: 'tb-1' });
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByText('0 of 10 brands')).toBeTruthy();
  });
});

const NOW = new Date().toISOString();

const comment = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  body: 'Nice hook',
  createdAt: NOW,
  editedAt: null,
  author: { id: 'user-bob', name: 'Bob Stone' },
  swipe: { id: 'swipe-1', commentCount: 1 },
  thread: null,
  resolvedAt: null,
  resolvedBy: null,
  replies: pageOf([]),
  ...fields,
});

function Comments() {
  const data = useLazyLoadQuery<SwipeCommentsRefetchQueryType>(SwipeCommentsRefetchQuery, {
    id: 'swipe-1',
  });
  return data.node ? <SwipeComments swipe={data.node} viewerId="user-ann" /> : null;
}

describe('live comments', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('adds threads and replies once, shows edits, and removes deleted comments', async () => {
    const { environment, answer, send, waiting } = setUp();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <LiveTeamEvents teamId="team-1" />
        <Suspense fallback="Loading">
          <Comments />
        </Suspense>
      </RelayEnvironmentProvider>,
    );
    answer({
      node: {
        __typename: 'Swipe',
        id: 'swipe-1',
        commentCount: 0,
        commentThreads: pageOf([]),
        team: {
          id: 'team-1',
          viewerRole: 'EDITOR',
          viewersMayComment: false,
          viewerMayModerateComments: false,
        },
      },
    });
    await screen.findByRole('heading', { name: 'Comments (0)' });

    const thread = comment('c1');
    send({ kind: 'COMMENT_CHANGED', comment: thread });
    send({ kind: 'COMMENT_CHANGED', comment: thread });
    expect(screen.getAllByRole('article', { name: 'Bob Stone just now' })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeTruthy();

    const reply = comment('c2', {
      body: 'Agreed',
      thread: { id: 'c1' },
      swipe: { id: 'swipe-1', commentCount: 2 },
    });
    send({ kind: 'COMMENT_CHANGED', comment: reply });
    send({ kind: 'COMMENT_CHANGED', comment: reply });
    const replies = screen.getByRole('list', { name: 'Replies' });
    expect(within(replies).getAllByRole('article')).toHaveLength(1);
    expect(within(replies).getByText('Agreed')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeTruthy();

    send({
      kind: 'COMMENT_CHANGED',
      comment: { ...reply, body: 'Agreed, ship it', editedAt: NOW },
    });
    expect(within(replies).getByText('Agreed, ship it')).toBeTruthy();
    expect(within(replies).getByText('(edited)')).toBeTruthy();

    send({ kind: 'COMMENT_DELETED', deletedId: 'c2' });
    expect(screen.queryByRole('list', { name: 'Replies' })).toBeNull();
    // The count comes with the swipe the server sends after a deletion.
    send({ kind: 'SWIPE_UPDATED', swipe: { __typename: 'Swipe', id: 'swipe-1', commentCount: 1 } });
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeTruthy();
    // A comment this tab never loaded changes nothing here; its swipe's event does the rest.
    send({ kind: 'COMMENT_DELETED', deletedId: 'elsewhere' });
    expect(waiting()).toBe(0);
  });
});

describe('live tags and collections', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  const tag = (id: string, title: string, swipeCount: number) => ({
    __typename: 'Tag',
    id,
    title,
    swipeCount,
  });
  const collection = (id: string, name: string, swipeCount: number) => ({
    __typename: 'Collection',
    id,
    name,
    description: null,
    coverUrl: null,
    shareToken: null,
    shareUrl: null,
    publishedAt: null,
    swipeCount,
  });

  function setUpLists() {
    const harness = setUp();
    // The team's lists as the swipes page and TeamRefresh hold them.
    harness.environment.commitPayload(
      createOperationDescriptor(TeamRefreshQuery, { teamId: 'team-1' }),
      {
        node: {
          __typename: 'Team',
          id: 'team-1',
          swipeCount: 4,
          tags: pageOf([tag('tag-1', 'hooks', 2)]),
          collections: pageOf([collection('col-1', 'Launch', 1)]),
        },
      },
    );
    const read = <T,>(look: (store: RecordSourceSelectorProxy) => T): T => {
      let seen: T | undefined;
      commitLocalUpdate(harness.environment, (store) => {
        seen = look(store);
      });
      return seen as T;
    };
    const names = (field: 'tags' | 'collections', value: 'title' | 'name') =>
      read((store) =>
        (
          store.get('team-1')?.getLinkedRecord(field, { first: 100 })?.getLinkedRecords('edges') ??
          []
        ).map((edge) => edge?.getLinkedRecord('node')?.getValue(value)),
      );
    const count = (id: string) => read((store) => store.get(id)?.getValue('swipeCount'));
    render(
      <RelayEnvironmentProvider environment={harness.environment}>
        <LiveTeamEvents teamId="team-1" />
      </RelayEnvironmentProvider>,
    );
    return { ...harness, names, count };
  }

  it('takes the counts a swipe event moved, without asking for the lists again', () => {
    const { send, waiting, names, count } = setUpLists();
    send({
      kind: 'SWIPE_UPDATED',
      tags: [tag('tag-1', 'hooks', 3)],
      collections: [collection('col-1', 'Launch', 2)],
    });
    expect(count('tag-1')).toBe(3);
    expect(count('col-1')).toBe(2);
    expect(names('tags', 'title')).toEqual(['hooks']);
    expect(waiting()).toBe(0);
  });

  it('asks for the lists again when an event names a tag or collection they lack', () => {
    const { send, waiting, answer, names } = setUpLists();
    send({ kind: 'SWIPE_CREATED', tags: [tag('tag-2', 'pricing', 1)] });
    expect(waiting()).toBe(1);
    answer({
      node: {
        __typename: 'Team',
        id: 'team-1',
        swipeCount: 5,
        tags: pageOf([tag('tag-1', 'hooks', 2), tag('tag-2', 'pricing', 1)]),
        collections: pageOf([collection('col-1', 'Launch', 1)]),
      },
    });
    expect(names('tags', 'title')).toEqual(['hooks', 'pricing']);
    // Now held: its next count comes alone.
    send({ kind: 'SWIPE_UPDATED', tags: [tag('tag-2', 'pricing', 2)] });
    expect(waiting()).toBe(0);
    send({ kind: 'COLLECTION_CHANGED', collection: collection('col-2', 'Q3', 0) });
    expect(waiting()).toBe(1);
  });

  it('takes deleted tags and collections off the lists', () => {
    const { send, waiting, names } = setUpLists();
    send({ kind: 'TAG_DELETED', deletedId: 'tag-1' });
    expect(names('tags', 'title')).toEqual([]);
    send({ kind: 'COLLECTION_DELETED', deletedId: 'col-1' });
    expect(names('collections', 'name')).toEqual([]);
    expect(waiting()).toBe(0);
  });
});
