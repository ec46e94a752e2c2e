import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SwipeListView } from './SwipeListView';
import { ViewSwitch } from './ViewSwitch';

describe('SwipeListView headers', () => {
  afterEach(cleanup);

  it('say which column sorts, and a click sorts by another or turns it around', () => {
    const onSort = vi.fn();
    const { rerender } = render(
      <SwipeListView
        swipes={[]}
        hrefOf={(id) => id}
        sort="NEWEST"
        onSort={onSort}
        searching={false}
      />,
    );
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Date').getAttribute('aria-sort')).toBe('descending');
    expect(header('Title').getAttribute('aria-sort')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tags' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(onSort).toHaveBeenLastCalledWith('TITLE_ASC');
    rerender(
      <SwipeListView
        swipes={[]}
        hrefOf={(id) => id}
        sort="TITLE_ASC"
        onSort={onSort}
        searching={false}
      />,
    );
    expect(header('Title').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Title/ }));
    expect(onSort).toHaveBeenLastCalledWith('TITLE_DESC');
  });
});

describe('ViewSwitch', () => {
  afterEach(cleanup);

  it('is a labelled group of radios', () => {
    const onChange = vi.fn();
    render(<ViewSwitch value="COMFORTABLE" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Layout' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Grid' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'List' }));
    expect(onChange).toHaveBeenCalledWith('LIST');
  });
});
