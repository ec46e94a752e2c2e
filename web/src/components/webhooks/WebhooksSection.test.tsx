import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
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
import { WebhooksSection } from './WebhooksSection';

// Settings → Webhooks: the states (not an admin, none yet, a list), adding one with the kind
// proposed from the address and the secret shown once, a switched-off webhook's reason and its
// log, and deleting only after a confirmation.

function renderSection() {
  const requests: { name: string; variables: Variables; sink: Sink<GraphQLResponse> }[] = [];
  const environment = new Environment({
    network: Network.create((operation, variables) =>
      Observable.create((sink) => void requests.push({ name: operation.name, variables, sink })),
    ),
    store: new Store(new RecordSource()),
  });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="Loading webhooks…">
        <WebhooksSection teamId="team-1" />
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
  return { requests, answer };
}

const team = (webhooks: unknown) => ({
  node: { __typename: 'Team', id: 'team-1', name: 'Growth', webhooks },
});

const OFF = {
  id: 'webhook-1',
  url: 'https://example.com/hook',
  kind: 'GENERIC',
  events: ['swipe.created', 'comment.created'],
  enabled: false,
  disabledReason: 'Switched off after 5 deliveries in a row failed every attempt.',
  deliveries: [
    {
      id: 'delivery-1',
      event: 'swipe.created',
      status: 'FAILED',
      attempts: 5,
      responseCode: 500,
      error: 'The receiver answered 500.',
      createdAt: '2026-11-30T02:00:00.000Z',
      lastAttemptAt: '2026-11-30T02:42:00.000Z',
      nextAttemptAt: null,
    },
  ],
};

afterEach(cleanup);

describe('WebhooksSection', () => {
  it("tells a member that only the team's admins and owners manage webhooks", async () => {
    const { answer } = renderSection();
    answer(team(null));
    expect(
      await screen.findByText("Only the team's admins and owners manage its webhooks."),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a webhook' })).toBeNull();
  });

  it('adds a Slack webhook and shows its secret once', async () => {
    const { answer } = renderSection();
    expect(screen.getByText('Loading webhooks…')).toBeTruthy();
    answer(team([]));
    expect(await screen.findByText(/No webhooks yet\./)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add a webhook' });
    fireEvent.change(within(form).getByLabelText('Address (URL)'), {
      target: { value: 'https://hooks.slack.com/services/T0/B0/x' },
    });
    expect((within(form).getByRole('radio', { name: /Slack/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(form).getByRole('checkbox', { name: /A member joins the team/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    const created = answer({
      createWebhook: {
        secret: 'whsec_abc',
        webhook: { id: 'webhook-2', url: 'https://hooks.slack.com/services/T0/B0/x' },
        errors: [],
      },
    });
    expect(created.variables.input).toEqual({
      teamId: 'team-1',
      url: 'https://hooks.slack.com/services/T0/B0/x',
      kind: 'SLACK',
      events: ['swipe.created', 'member.joined'],
    });
    const shown = screen.getByRole('status');
    expect(shown.textContent).toContain('Copy the signing secret now: it is not shown again.');
    expect(within(shown).getByText('whsec_abc')).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('whsec_abc')).toBeNull();
  });

  it('says why the address or events were refused', async () => {
    const { answer } = renderSection();
    answer(team([]));
    const form = await screen.findByRole('form', { name: 'Add a webhook' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    answer({
      createWebhook: {
        secret: null,
        webhook: null,
        errors: [
          {
            __typename: 'FieldError',
            __isError: 'FieldError',
            message: 'Enter the http(s) address to send events to.',
            field: 'url',
          },
        ],
      },
    });
    const input = within(form).getByLabelText('Address (URL)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the http(s) address to send events to.')).toBeTruthy();
  });

  it('shows why a webhook was switched off, its log, and deletes only when confirmed', async () => {
    const { answer, requests } = renderSection();
    answer(team([OFF]));
    const item = await screen.findByRole('listitem', { name: 'https://example.com/hook' });
    expect(item.textContent).toContain('A swipe is saved · A comment is written');
    expect(within(item).getByRole('note').textContent).toContain(
      'Switched off after 5 deliveries in a row failed every attempt.',
    );
    expect(within(item).getByRole('button', { name: 'Switch on' })).toBeTruthy();
    const row = within(item).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('swipe.created');
    expect(row.textContent).toContain('Failed');
    expect(row.textContent).toContain('500');
    expect(row.textContent).toContain('The receiver answered 500.');

    fireEvent.click(
      within(item).getByRole('button', { name: 'Delete the webhook to https://example.com/hook' }),
    );
    expect(requests).toHaveLength(0);
    fireEvent.click(within(item).getByRole('button', { name: 'Delete webhook' }));
    expect(requests[0]?.name).toBe('useWebhookMutationsDeleteMutation');
    expect(requests[0]?.variables.input).toEqual({ id: 'webhook-1' });
  });
});
