import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inboxLinkName, UnreadBadge } from './UnreadBadge';

// The sidebar's Inbox link with its count, as AppLayout renders it.
function InboxLink({ count }: { count: number }) {
  return (
    <a href="/inbox" className="flex items-center gap-2" aria-label={inboxLinkName('Inbox', count)}>
      Inbox
      <UnreadBadge count={count} />
    </a>
  );
}

describe('UnreadBadge', () => {
  afterEach(cleanup);

  it('shows the count and names the link "Inbox, 3 unread"', () => {
    render(<InboxLink count={3} />);
    const link = screen.getByRole('link', { name: 'Inbox, 3 unread' });
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe('3');
  });

  it('shows 99+ past 99', () => {
    render(<InboxLink count={120} />);
    const link = screen.getByRole('link', { name: 'Inbox, 120 unread' });
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe('99+');
  });

  it('shows nothing at 0', () => {
    render(<InboxLink count={0} />);
    expect(screen.getByRole('link', { name: 'Inbox' }).textContent).toBe('Inbox');
  });
});
