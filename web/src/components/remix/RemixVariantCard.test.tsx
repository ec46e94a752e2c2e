import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemixCard_remix$data } from '../../__generated__/RemixCard_remix.graphql';
import { testEnvironment } from '../../relay/testEnvironment';
import { RemixVariantCard } from './RemixVariantCard';

// A variant as it is written (the text grows, actions wait), done, or failed (why, and the
// text written before it stopped).

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

type Variant = RemixCard_remix$data['variants'][number];

const VARIANT: Variant = {
  id: 'v1',
  text: 'Headline: Sleep cool',
  status: 'WRITING',
  error: null,
  rating: null,
  edited: false,
  savedSwipe: null,
};

function renderVariant(variant: Partial<Variant> = {}) {
  const { wrapper } = testEnvironment();
  render(
    <RemixVariantCard variant={{ ...VARIANT, ...variant }} number={1} teamId="team-1" canEdit />,
    { wrapper },
  );
  return screen.getByRole('article', { name: 'Variant 1' });
}

describe('RemixVariantCard', () => {
  afterEach(cleanup);

  it('while writing: says so politely, shows the text so far and holds the actions back', () => {
    const card = renderVariant();
    expect(card.getAttribute('aria-busy')).toBe('true');
    const status = within(card).getByText('Writing…').closest('[aria-live]');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    // The streamed text itself is not a live region (it would be read piece by piece).
    expect(within(card).getByText('Headline: Sleep cool').closest('[aria-live]')).toBeNull();
    // (jsdom leaves out the space before the hidden " variant 1" that browsers keep.)
    for (const name of [
      /^Copy ?variant 1$/,
      'Good',
      'Not good',
      /^Edit ?variant 1$/,
      'Save as swipe',
    ])
      expect((within(card).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('once failed: says why as an alert and keeps what was written', () => {
    const card = renderVariant({
      status: 'FAILED',
      error: 'The AI provider is limiting requests right now (HTTP 429).',
    });
    expect(within(card).getByRole('alert').textContent).toContain(
      'The AI provider is limiting requests right now (HTTP 429).',
    );
    expect(within(card).getByText('Headline: Sleep cool')).toBeTruthy();
    expect(within(card).queryByText('Writing…')).toBeNull();
  });

  it('once done: the actions are there, and the rating shows as pressed', () => {
    const card = renderVariant({ status: 'DONE', rating: 'GOOD' });
    expect(card.getAttribute('aria-busy')).toBe('false');
    expect(within(card).getByRole('button', { name: 'Good' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(
      within(card).getByRole('button', { name: 'Not good' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(
      (within(card).getByRole('button', { name: 'Save as swipe' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
