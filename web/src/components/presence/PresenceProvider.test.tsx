import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryDelay, usePresence } from './PresenceProvider';
import { member, presenceEnvironment, renderablePresence, swipeId } from './presenceTesting';

// The tab's presence: one `teamPresence` subscription for the selected team, naming the swipe
// the detail view shows (`?swipe=`), made again when either changes or after a failure.

function Probe() {
  const { members, status } = usePresence();
  return (
    <p data-testid="presence">
      {status}: {members.map((m) => m.name).join(', ')}
    </p>
  );
}

const shown = () => screen.getByTestId('presence').textContent;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PresenceProvider', () => {
  it('subscribes with the team and the swipe of the address, again when the swipe changes', async () => {
    const { environment, subscriptions, live, send } = presenceEnvironment();
    const { element, go } = renderablePresence(
      environment,
      'team-1',
      `/swipes?swipe=${swipeId('s1')}`,
      <Probe />,
    );
    render(element);
    expect(subscriptions.map((held) => [held.name, held.variables])).toEqual([
      ['PresenceProviderSubscription', { teamId: 'team-1', swipeId: swipeId('s1') }],
    ]);
    expect(shown()).toBe('connecting: ');

    send([member('u1', 'Vera Viewer', [swipeId('s1')], true), member('u2', 'Ana Lopez')]);
    expect(shown()).toBe('live: Vera Viewer, Ana Lopez');

    // Another swipe: the old subscription ends, a new one names it; the members stay shown.
    await go(`/swipes?swipe=${swipeId('s2')}`);
    expect(subscriptions).toHaveLength(2);
    expect(subscriptions[0]?.disposed).toBe(true);
    expect(live().map((held) => held.variables)).toEqual([
      { teamId: 'team-1', swipeId: swipeId('s2') },
    ]);
    expect(shown()).toBe('connecting: Vera Viewer, Ana Lopez');
    send([member('u1', 'Vera Viewer', [swipeId('s2')], true)]);
    expect(shown()).toBe('live: Vera Viewer');

    // The detail view closed: present without a swipe.
    await go('/swipes');
    expect(live().map((held) => held.variables)).toEqual([{ teamId: 'team-1', swipeId: null }]);
    // Other parameters change nothing.
    await go('/swipes?q=hooks');
    expect(subscriptions).toHaveLength(3);
  });

  it('ignores what is not a swipe id, and AI Remix’s ?swipe= (the swipe a remix starts from)', async () => {
    const { environment, live } = presenceEnvironment();
    const { element, go } = renderablePresence(
      environment,
      'team-1',
      `/remix?swipe=${swipeId('s1')}`,
      <Probe />,
    );
    render(element);
    expect(live().map((held) => held.variables)).toEqual([{ teamId: 'team-1', swipeId: null }]);
    await go('/swipes?swipe=not-an-id');
    expect(live().map((held) => held.variables)).toEqual([{ teamId: 'team-1', swipeId: null }]);
  });

  it('subscribes again for another team, forgetting the members of the first', () => {
    const { environment, subscriptions, live, send } = presenceEnvironment();
    const { element, switchTeam } = renderablePresence(environment, 'team-1', '/swipes', <Probe />);
    render(element);
    send([member('u2', 'Ana Lopez')]);
    switchTeam('team-2');
    expect(subscriptions[0]?.disposed).toBe(true);
    expect(live().map((held) => held.variables)).toEqual([{ teamId: 'team-2', swipeId: null }]);
    expect(shown()).toBe('connecting: ');
    switchTeam(null);
    expect(live()).toEqual([]);
    expect(shown()).toBe('off: ');
  });

  it('subscribes again after a failure, and stops when the server ends the subscription', () => {
    vi.useFakeTimers();
    const { environment, subscriptions, live, send } = presenceEnvironment();
    const { element } = renderablePresence(
      environment,
      'team-1',
      `/swipes?swipe=${swipeId('s1')}`,
      <Probe />,
    );
    render(element);
    send([member('u2', 'Ana Lopez')]);

    // graphql-ws gave up on the socket: the last members stay until the retry answers.
    act(() => subscriptions[0]?.sink.error(new Error('Subscription socket closed (1006)')));
    expect(shown()).toBe('retrying: Ana Lopez');
    expect(live()).toEqual([]);
    act(() => vi.advanceTimersByTime(retryDelay(0)));
    expect(live().map((held) => held.variables)).toEqual([
      { teamId: 'team-1', swipeId: swipeId('s1') },
    ]);
    send([member('u3', 'Bob Stone')]);
    expect(shown()).toBe('live: Bob Stone');

    // Ended by the server (the viewer left the team): nobody, and no new subscription.
    act(() => live()[0]?.sink.complete());
    expect(shown()).toBe('ended: ');
    act(() => vi.advanceTimersByTime(120_000));
    expect(subscriptions).toHaveLength(2);
  });

  it('waits longer after each failure, up to a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });
});
