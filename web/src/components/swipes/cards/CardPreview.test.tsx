import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardPreview } from './CardPreview';

describe('CardPreview', () => {
  afterEach(cleanup);

  it('sets ad copy as text, not a kind tile', () => {
    const { container } = render(
      <CardPreview
        density="comfortable"
        swipe={{ kind: 'AD', title: 'Spring sale', notes: 'Stop scrolling.\n\nSave 40% today.' }}
      />,
    );
    expect(container.querySelector('[data-card-layout="copy"]')?.textContent).toBe(
      'Stop scrolling.\nSave 40% today.',
    );
  });

  it('sets a TEXT swipe as copy: its title (the copy’s first line) when it has no notes', () => {
    const { container } = render(
      <CardPreview
        density="comfortable"
        swipe={{ kind: 'TEXT', title: 'Sleep better tonight', notes: null }}
      />,
    );
    expect(container.querySelector('[data-card-layout="copy"]')?.textContent).toBe(
      'Sleep better tonight',
    );
  });

  it('shows an email’s subject and sender', () => {
    render(
      <CardPreview
        density="compact"
        swipe={{ kind: 'EMAIL', title: 'Your cart misses you', source: 'Shop <hi@shop.example>' }}
      />,
    );
    expect(screen.getByText('Your cart misses you')).toBeTruthy();
    expect(screen.getByText('Shop <hi@shop.example>')).toBeTruthy();
  });

  it('shows a page without a capture by its host, title and notes', () => {
    const { container } = render(
      <CardPreview
        density="comfortable"
        swipe={{
          kind: 'WEBSITE',
          title: 'Pricing that converts',
          url: 'https://www.saas.example/pricing',
          notes: 'Three tiers, annual toggle',
        }}
      />,
    );
    const card = container.querySelector('[data-card-layout="website"]');
    expect(card?.textContent).toContain('saas.example');
    expect(card?.textContent).toContain('Pricing that converts');
    expect(card?.textContent).toContain('Three tiers, annual toggle');
  });

  it('draws a picture at its own aspect ratio', () => {
    const { container } = render(
      <CardPreview
        density="masonry"
        swipe={{
          kind: 'IMAGE',
          title: 'Banner',
          thumbnailUrl: '/files/swipe_image/a.png',
          imageWidth: 1000,
          imageHeight: 500,
        }}
      />,
    );
    const frame = container.querySelector<HTMLElement>('[data-card-layout="image"]');
    expect(frame?.style.aspectRatio).toMatch(/^2( \/ 1)?$/);
    expect(frame?.querySelector('img')?.getAttribute('src')).toContain('a.png');
  });
});
