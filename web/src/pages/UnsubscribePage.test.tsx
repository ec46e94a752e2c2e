import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { payloadError, testEnvironment } from '../relay/testEnvironment';
import { UnsubscribePage } from './UnsubscribePage';

// The public /unsubscribe page: it says which email it stops and acts only on the button
// (mail scanners open links), then says it is done, or the server's reason.

function renderAt(search: string) {
  const { environment, answer, wrapper } = testEnvironment();
  const sent: Array<{ name: string; variables: unknown }> = [];
  // Records what is sent (the network of testEnvironment waits for `answer`).
  const executeMutation = environment.executeMutation.bind(environment);
  environment.executeMutation = (config) => {
    sent.push({
      name: config.operation.request.node.params.name,
      variables: config.operation.request.variables,
    });
    return executeMutation(config);
  };
  render(
    <MemoryRouter initialEntries={[`/unsubscribe${search}`]}>
      <UnsubscribePage />
    </MemoryRouter>,
    { wrapper },
  );
  return { answer, sent };
}

describe('UnsubscribePage', () => {
  afterEach(cleanup);

  it('asks first, and unsubscribes only on the button', async () => {
    const { answer, sent } = renderAt('?token=tok-1&email=MENTIONS');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Stop emails about mentions?' }),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(sent).toEqual([
      {
        name: 'useUnsubscribeFromEmailsMutation',
        variables: { input: { token: 'tok-1', email: 'MENTIONS' } },
      },
    ]);
    answer({ unsubscribeFromEmails: { email: 'MENTIONS', errors: [] } });
    const heading = screen.getByRole('heading', { level: 1, name: "You're unsubscribed." });
    await act(() => new Promise(requestAnimationFrame));
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText("Swipestack won't send you emails about mentions you haven't read anymore."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'notification settings' }).getAttribute('href')).toBe(
      '/settings#notifications',
    );
  });

  it('names each email', () => {
    renderAt('?token=t&email=DAILY_DIGEST');
    expect(screen.getByRole('heading', { name: 'Stop the daily digest?' })).toBeTruthy();
    cleanup();
    renderAt('?token=t&email=TRACKED_ADS_DIGEST');
    expect(
      screen.getByRole('heading', { name: "Stop the daily email of tracked brands' new ads?" }),
    ).toBeTruthy();
  });

  it("shows the server's reason when the link does not work", () => {
    const { answer } = renderAt('?token=nope&email=DAILY_DIGEST');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    answer({
      unsubscribeFromEmails: {
        email: null,
        errors: [
          payloadError('This unsubscribe link is not valid. Sign in to change your emails.'),
        ],
      },
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'This unsubscribe link is not valid. Sign in to change your emails.',
    );
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('says an unknown email or a missing token makes the link incomplete', () => {
    const { sent } = renderAt('?token=t&email=NEWSLETTER');
    expect(
      screen.getByRole('heading', { name: 'This unsubscribe link is incomplete' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(sent).toEqual([]);
    cleanup();
    renderAt('?email=MENTIONS');
    expect(
      screen.getByRole('heading', { name: 'This unsubscribe link is incomplete' }),
    ).toBeTruthy();
  });
});
