import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import {
  Environment,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  Store,
  type Variables,
} from 'relay-runtime';
import type { Sink } from 'relay-runtime/network/RelayObservable';
import { afterEach, describe, expect, it } from 'vitest';
import SettingsPageQuery, {
  type SettingsPageQuery as SettingsPageQueryType,
} from '../../__generated__/SettingsPageQuery.graphql';
import { payloadError } from '../../relay/testEnvironment';
import { NotificationsSection } from './NotificationsSection';

// Settings → Notifications: each box saves its own choice as it changes (the input names that
// choice alone), at once on screen; a refusal puts the box back and says why.

const SETTINGS = {
  mentions: true,
  replies: true,
  comments: true,
  invites: true,
  mentionEmails: true,
  dailyDigest: false,
  trackedAdsDigest: true,
};

const EMPTY = { totalCount: 0, edges: [], pageInfo: { endCursor: null, hasNextPage: false } };

function Section() {
  const data = useLazyLoadQuery<SettingsPageQueryType>(SettingsPageQuery, { teamIds: [] });
  return data.viewer ? <NotificationsSection viewer={data.viewer} /> : null;
}

async function renderSection() {
  const requests: { name: string; variables: Variables; sink: Sink<GraphQLResponse> }[] = [];
  const environment = new Environment({
    network: Network.create((operation, variables) =>
      Observable.create((sink) => void requests.push({ name: operation.name, variables, sink })),
    ),
    store: new Store(new RecordSource()),
  });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="Loading">
        <Section />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  const answer = (data: Record<string, unknown>) => {
    const request = requests.shift();
    if (!request) throw new Error('No request is waiting.');
    act(() => {
      request.sink.next({ data });
      request.sink.complete();
    });
    return request;
  };
  const fail = () => {
    const request = requests.shift();
    act(() => request?.sink.error(new Error('offline')));
  };
  answer({
    billing: { paymentsConfigured: false },
    teams: [],
    viewer: {
      id: 'viewer',
      isAdmin: false,
      name: 'Ana Lopez',
      email: 'ana@example.com',
      inboundEmailAddress: 'ana@in.example.com',
      inboundEmailTeam: null,
      notificationSettings: SETTINGS,
      apiTokens: EMPTY,
      sessions: EMPTY,
      adminViews: [],
      teams: { edges: [] },
    },
  });
  await screen.findByRole('group', { name: 'Emails' });
  return { answer, fail };
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('NotificationsSection', () => {
  afterEach(cleanup);

  it('shows each choice as it is set', async () => {
    await renderSection();
    expect(screen.getByRole('group', { name: 'In your inbox' })).toBeTruthy();
    expect(box('Mentions').checked).toBe(true);
    expect(box('Replies to my threads').checked).toBe(true);
    expect(box('Comments on my swipes').checked).toBe(true);
    expect(box('Team invites').checked).toBe(true);
    expect(box("Email me about mentions I haven't read after 15 minutes away").checked).toBe(true);
    expect(box('Daily digest of unread notifications').checked).toBe(false);
    expect(box("Daily email of tracked brands' new ads").checked).toBe(true);
  });

  it('saves a choice as it changes, at once on screen', async () => {
    const { answer } = await renderSection();
    fireEvent.click(box('Daily digest of unread notifications'));
    expect(box('Daily digest of unread notifications').checked).toBe(true);
    const request = answer({
      updateNotificationSettings: { settings: { ...SETTINGS, dailyDigest: true }, errors: [] },
    });
    expect(request.name).toBe('useUpdateNotificationSettingsMutation');
    expect(request.variables).toEqual({ input: { dailyDigest: true } });
    expect(box('Daily digest of unread notifications').checked).toBe(true);

    fireEvent.click(box('Replies to my threads'));
    expect(box('Replies to my threads').checked).toBe(false);
    expect(
      answer({
        updateNotificationSettings: {
          settings: { ...SETTINGS, dailyDigest: true, replies: false },
          errors: [],
        },
      }).variables,
    ).toEqual({ input: { replies: false } });
    expect(box('Replies to my threads').checked).toBe(false);
    expect(box('Daily digest of unread notifications').checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the box back and says why when the change is refused', async () => {
    const { answer } = await renderSection();
    fireEvent.click(box('Mentions'));
    expect(box('Mentions').checked).toBe(false);
    answer({
      updateNotificationSettings: {
        settings: null,
        errors: [payloadError('Not allowed while impersonating: you cannot do this.')],
      },
    });
    expect(box('Mentions').checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(
      'Your change could not be saved. Not allowed while impersonating: you cannot do this.',
    );
  });

  it('puts the box back when the request fails', async () => {
    const { fail } = await renderSection();
    fireEvent.click(box("Daily email of tracked brands' new ads"));
    fail();
    expect(box("Daily email of tracked brands' new ads").checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toMatch(/^Your change could not be saved\. /);
  });
});
