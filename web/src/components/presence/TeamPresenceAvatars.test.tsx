import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { avatarColour, initials } from './Avatars';
import { member, presenceEnvironment, renderablePresence } from './presenceTesting';
import { TeamPresenceAvatars } from './TeamPresenceAvatars';

afterEach(cleanup);

function setUp() {
  const { environment, send } = presenceEnvironment();
  const { element } = renderablePresence(environment, 'team-1', '/swipes', <TeamPresenceAvatars />);
  render(element);
  return send;
}

describe('TeamPresenceAvatars', () => {
  it('shows the others who have the team open, not the viewer, named for screen readers', () => {
    const send = setUp();
    expect(screen.queryByRole('list', { name: 'People here now' })).toBeNull();

    send([member('u1', 'Vera Viewer', [], true), member('u2', 'Ana Lopez'), member('u3', 'bob')]);
    const list = screen.getByRole('list', { name: 'People here now' });
    const avatars = within(list).getAllByRole('img');
    expect(avatars.map((avatar) => avatar.getAttribute('aria-label'))).toEqual([
      'Ana Lopez',
      'bob',
    ]);
    const ana = within(list).getByRole('img', { name: 'Ana Lopez' });
    expect(ana.textContent).toBe('AL');
    expect(ana.getAttribute('title')).toBe('Ana Lopez');
    expect(ana.className).toContain(avatarColour('u2'));
    expect(screen.queryByRole('img', { name: 'Vera Viewer' })).toBeNull();

    // Only the viewer left (in another tab, say): nothing.
    send([member('u1', 'Vera Viewer', [], true)]);
    expect(screen.queryByRole('list', { name: 'People here now' })).toBeNull();
  });

  it('collapses everyone beyond four into "+N"', () => {
    const send = setUp();
    const names = ['Ana Lopez', 'Bob Stone', 'Cy Twombly', 'Dee Dee', 'Eve Ng', 'Fay Wu'];
    send([
      member('u1', 'Vera Viewer', [], true),
      ...names.map((name, i) => member(`u${i + 10}`, name)),
    ]);
    const list = screen.getByRole('list', { name: 'People here now' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const more = within(list).getByRole('img', { name: '2 more: Eve Ng, Fay Wu' });
    expect(more.textContent).toBe('+2');
    expect(within(list).queryByRole('img', { name: 'Eve Ng' })).toBeNull();
  });

  it('counts the members the server did not list (a big team lists 20)', () => {
    const send = setUp();
    const names = ['Ana Lopez', 'Bob Stone', 'Cy Twombly', 'Dee Dee', 'Eve Ng'];
    send(
      [
        member('u1', 'Vera Viewer', [], true),
        ...names.map((name, i) => member(`u${i + 10}`, name)),
      ],
      40,
    );
    const list = screen.getByRole('list', { name: 'People here now' });
    const more = within(list).getByRole('img', { name: '35 more: Eve Ng, 34 others' });
    expect(more.textContent).toBe('+35');
  });
});

describe('avatar looks', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Ana Maria Lopez')).toBe('AL');
    expect(initials('  zoë ')).toBe('Z');
    expect(initials('')).toBe('?');
  });

  it('gives the same user the same colour', () => {
    expect(avatarColour('VXNlcjox')).toBe(avatarColour('VXNlcjox'));
    const colours = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(avatarColour));
    expect(colours.size).toBeGreaterThan(1);
  });
});
