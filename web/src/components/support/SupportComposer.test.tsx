import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SupportComposer } from './SupportComposer';
import { payloadSendErrors } from './sendErrors';

// The chat's composer shows the server's refusal of a message beside it, keeping the text: a
// flood past the chat's limit says which limit and when to try again (services/support/support.ts).

const RATE_LIMITED =
  'Too many messages: you can send support at most 10 messages in 10 seconds. Try again in 7 seconds.';

describe('SupportComposer', () => {
  afterEach(cleanup);

  it('says why a message was refused for sending too many, and keeps the text', () => {
    render(
      <SupportComposer
        label="Write to support"
        send={(_body, _file, done) =>
          done(
            payloadSendErrors([
              {
                error: {
                  __fragments: {
                    formErrors_error: { __typename: 'RateLimitError', message: RATE_LIMITED },
                  },
                },
              } as never,
            ]),
          )
        }
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'One more thing' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe(RATE_LIMITED);
    expect(box.value).toBe('One more thing');
  });
});
