import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { member, presenceEnvironment, renderablePresence, swipeId } from './presenceTesting';
import { SwipeViewers } from './SwipeViewers';

afterEach(cleanup);

describe('SwipeViewers', () => {
  it('shows only the other members looking at this swipe', () => {
    const { environment, send } = presenceEnvironment();
    const S1 = swipeId('s1');
    const { element } = renderablePresence(
      environment,
      'team-1',
      `/swipes?swipe=${S1}`,
      <SwipeViewers swipeId={S1} />,
    );
    const { container } = render(element);
    send([member('u1', 'Vera Viewer', [S1], true), member('u2', 'Ana Lopez', [swipeId('s2')])]);
    expect(container.textContent).toBe('');

    send([
      member('u1', 'Vera Viewer', [S1], true),
      member('u2', 'Ana Lopez', [swipeId('s2'), S1]),
      member('u3', 'Bob Stone', [swipeId('s2')]),
      member('u4', 'Cy Twombly', []),
    ]);
    const list = screen.getByRole('list', { name: 'Also viewing: Ana Lopez' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Ana Lopez']);
    expect(screen.getByText('Also viewing:')).toBeTruthy();

    send([member('u1', 'Vera Viewer', [S1], true), member('u3', 'Bob Stone', [S1])]);
    expect(screen.getByRole('list', { name: 'Also viewing: Bob Stone' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Ana Lopez' })).toBeNull();
  });
});
