import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SwipeCardView } from '../swipes/SwipeCard';
import { CommentCount, commentCountLabel } from './CommentCount';

// The comment count on a swipe's card: a speech bubble and the number, said in words.

afterEach(cleanup);

function card(commentCount?: number) {
  return render(
    <MemoryRouter>
      <SwipeCardView
        swipe={{ kind: 'AD', title: 'Spring sale', notes: 'Save 40% today.' }}
        tags={[]}
        href="/swipes?swipe=s1"
        heading="h3"
        commentCount={commentCount}
      />
    </MemoryRouter>,
  );
}

describe('CommentCount', () => {
  it('says "1 comment", "3 comments"', () => {
    expect(commentCountLabel(1)).toBe('1 comment');
    expect(commentCountLabel(3)).toBe('3 comments');
    expect(commentCountLabel(1200)).toBe('1,200 comments');
  });

  it('shows on a card with comments, named by how many', () => {
    card(3);
    const count = screen.getByRole('img', { name: '3 comments' });
    expect(count.textContent).toBe('3');
    expect(screen.getByLabelText('3 comments')).toBe(count);
    cleanup();
    card(1);
    expect(screen.getByRole('img', { name: '1 comment' }).textContent).toBe('1');
  });

  it('shows nothing without comments', () => {
    card(0);
    expect(screen.queryByRole('img', { name: /comment/ })).toBeNull();
    cleanup();
    card();
    expect(screen.queryByRole('img', { name: /comment/ })).toBeNull();
    const { container } = render(<CommentCount count={0} />);
    expect(container.textContent).toBe('');
  });
});
