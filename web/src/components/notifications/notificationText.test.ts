import { describe, expect, it } from 'vitest';
import { commentExcerpt, notificationHeadline, unreadBadge } from './notificationText';

describe('notificationHeadline', () => {
  const base = { actorName: 'Ana Lopez', teamName: 'Growth', swipeTitle: 'Spring launch' };

  it('says who did what, on which swipe', () => {
    expect(notificationHeadline({ ...base, kind: 'MENTION' })).toBe(
      'Ana Lopez mentioned you on “Spring launch”',
    );
    expect(notificationHeadline({ ...base, kind: 'REPLY' })).toBe(
      'Ana Lopez replied in a thread you are in on “Spring launch”',
    );
    expect(notificationHeadline({ ...base, kind: 'COMMENT' })).toBe(
      'Ana Lopez commented on your swipe “Spring launch”',
    );
    expect(notificationHeadline({ ...base, kind: 'INVITE', swipeTitle: null })).toBe(
      'Ana Lopez invited you to join Growth',
    );
  });

  it('tells admins a webhook was switched off, with no actor', () => {
    expect(
      notificationHeadline({
        ...base,
        kind: 'WEBHOOK_DISABLED',
        actorName: null,
        swipeTitle: null,
      }),
    ).toBe('A webhook of Growth was switched off after failing');
  });

  it('names a gone actor "Someone" and an untitled swipe', () => {
    expect(
      notificationHeadline({ ...base, kind: 'COMMENT', actorName: null, swipeTitle: ' ' }),
    ).toBe('Someone commented on your swipe “Untitled swipe”');
  });
});

describe('commentExcerpt', () => {
  it('reads mentions as @Name and drops the markup, keeping tags as text', () => {
    expect(
      commentExcerpt(
        'Hi @[Ana Lopez](user:VXNlcjox), **look**:\n- [this ad](https://example.com/x)\n2. <b>that</b>',
      ),
    ).toBe('Hi @Ana Lopez, look: this ad <b>that</b>');
  });

  it('cuts long text at a word, with an ellipsis', () => {
    const text = commentExcerpt('word '.repeat(60), 30);
    expect(text.length).toBeLessThanOrEqual(30);
    expect(text).toBe('word word word word word word…');
  });
});

describe('unreadBadge', () => {
  it('shows the count (99+ past 99) and says it', () => {
    expect(unreadBadge(3)).toEqual({ text: '3', label: '3 unread' });
    expect(unreadBadge(250)).toEqual({ text: '99+', label: '250 unread' });
  });
});
