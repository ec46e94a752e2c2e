import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchSelect } from './SearchSelect';

// The server's answer for whatever is typed: two tags beyond the loaded page.
vi.mock('./teamSearch', () => ({
  useTeamSearch: (_kind: string, _team: string, _text: string, enabled: boolean) => ({
    items: enabled
      ? [
          { id: 't110', label: 'tag-110' },
          { id: 't111', label: 'tag-111' },
        ]
      : [],
    totalCount: enabled ? 12 : 0,
    loading: false,
  }),
}));

function setup(value: { id: string; label: string } | null = null) {
  const onChange = vi.fn();
  render(
    <SearchSelect
      label="Tag"
      allLabel="All tags"
      kind="tags"
      teamId="team"
      value={value}
      onChange={onChange}
    />,
  );
  return { onChange, input: screen.getByRole('combobox', { name: 'Tag' }) };
}

afterEach(cleanup);

describe('SearchSelect', () => {
  it('shows the chosen name while closed and opens a listbox on focus', () => {
    const { input } = setup({ id: 't110', label: 'tag-110' });
    expect(input).toHaveProperty('value', 'tag-110');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All tags', 'tag-110', 'tag-111']);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('10 more — keep typing to narrow')).toBeTruthy();
  });

  it('moves the active option with the arrow keys and picks it with Enter', () => {
    const { input, onChange } = setup();
    fireEvent.change(input, { target: { value: '11' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = input.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe('tag-111');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ id: 't111', label: 'tag-111' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes on Escape without changing the choice, and "All tags" clears it', () => {
    const { input, onChange } = setup({ id: 't110', label: 'tag-110' });
    fireEvent.change(input, { target: { value: 'zz' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveProperty('value', 'tag-110');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.focus(input);
    fireEvent.click(screen.getByRole('option', { name: 'All tags' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
