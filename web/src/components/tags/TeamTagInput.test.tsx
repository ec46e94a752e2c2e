import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeamTagInput } from './TeamTagInput';

// The server's answer for whatever is typed: a tag beyond the loaded page.
vi.mock('../swipes/teamSearch', () => ({
  useTeamSearch: (_kind: string, _team: string, _text: string, enabled: boolean) => ({
    items: enabled ? [{ id: 't110', label: 'tag-110' }] : [],
    totalCount: enabled ? 1 : 0,
    loading: false,
  }),
}));

function Harness({ tagCount, initial = [] }: { tagCount: number; initial?: string[] }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <TeamTagInput
      value={tags}
      onChange={setTags}
      suggestions={['seo', 'growth']}
      teamId="team"
      tagCount={tagCount}
    />
  );
}

const box = () => screen.getByLabelText('Tags');
const chips = () => screen.queryAllByRole('button', { name: /^Remove tag / });

afterEach(cleanup);

describe('TeamTagInput', () => {
  it('adds on Enter and on a comma (a pasted list too), without case duplicates', () => {
    render(<Harness tagCount={2} />);
    fireEvent.change(box(), { target: { value: 'hero' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.change(box(), { target: { value: 'cta, HERO, pricing,  ne' } });
    expect(chips().map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Remove tag hero',
      'Remove tag cta',
      'Remove tag pricing',
    ]);
    expect(box()).toHaveProperty('value', 'ne');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('removes the last tag on Backspace in an empty box, and a chosen one by its button', () => {
    render(<Harness tagCount={2} initial={['a', 'b', 'c']} />);
    fireEvent.keyDown(box(), { key: 'Backspace' });
    expect(chips()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag a' }));
    expect(chips().map((chip) => chip.getAttribute('aria-label'))).toEqual(['Remove tag b']);
  });

  it('offers the loaded tags matching the text, and the server’s past the loaded page', () => {
    const { unmount } = render(<Harness tagCount={2} />);
    fireEvent.change(box(), { target: { value: 'gr' } });
    fireEvent.click(screen.getByRole('button', { name: 'growth' }));
    expect(chips()).toHaveLength(1);
    expect(box()).toHaveProperty('value', '');
    unmount();

    render(<Harness tagCount={500} />);
    expect(screen.getByRole('button', { name: 'seo' })).toBeTruthy();
    fireEvent.change(box(), { target: { value: '110' } });
    expect(screen.queryByRole('button', { name: 'seo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'tag-110' }));
    expect(screen.getByRole('button', { name: 'Remove tag tag-110' })).toBeTruthy();
  });
});
