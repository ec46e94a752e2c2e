import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommentText, commentBlocks, commentExcerpt, safeHref } from './commentText';

// Comments' Markdown-light: what becomes an element, and that everything else (HTML, script,
// links to anything but http(s)) stays the text that was written.

afterEach(cleanup);

/** The rendered HTML of a comment's text (inside its wrapper). */
function html(text: string): string {
  const { container } = render(<CommentText text={text} />);
  return (container.firstElementChild as HTMLElement).innerHTML;
}

function links(text: string) {
  const { container } = render(<CommentText text={text} />);
  return [...container.querySelectorAll('a')].map((a) => ({
    href: a.getAttribute('href'),
    text: a.textContent,
    rel: a.getAttribute('rel'),
    target: a.getAttribute('target'),
  }));
}

describe('CommentText', () => {
  it('makes paragraphs of blank-line-separated text, and line breaks of single newlines', () => {
    expect(html('First line\nsecond line\n\nNew paragraph')).toBe(
      '<p>First line<br>second line</p><p>New paragraph</p>',
    );
    expect(html('Windows\r\nline ends\r\n\r\nwork')).toBe('<p>Windows<br>line ends</p><p>work</p>');
    expect(html('\n\n  \nOnly this\n\n\n')).toBe('<p>Only this</p>');
    expect(html('')).toBe('');
  });

  it('bolds text between double asterisks, not a lone or unclosed pair', () => {
    expect(html('This **headline** works')).toBe('<p>This <strong>headline</strong> works</p>');
    expect(html('**a** and **b**')).toBe('<p><strong>a</strong> and <strong>b</strong></p>');
    expect(html('2 * 3 * 4')).toBe('<p>2 * 3 * 4</p>');
    expect(html('**not closed')).toBe('<p>**not closed</p>');
    expect(html('** spaced **')).toBe('<p>** spaced **</p>');
    expect(html('****')).toBe('<p>****</p>');
  });

  it('links bare http(s) addresses, leaving the sentence’s punctuation out', () => {
    expect(links('See https://example.com/landing?utm=1.')).toEqual([
      {
        href: 'https://example.com/landing?utm=1',
        text: 'https://example.com/landing?utm=1',
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      },
    ]);
    expect(html('(at http://example.com/a)')).toBe(
      '<p>(at <a href="http://example.com/a" target="_blank" rel="noopener noreferrer nofollow" class="font-medium break-all text-indigo-700 underline hover:text-indigo-900">http://example.com/a</a>)</p>',
    );
    expect(links('https://en.wikipedia.org/wiki/Copy_(written)')[0]?.href).toBe(
      'https://en.wikipedia.org/wiki/Copy_(written)',
    );
    expect(links('Two: https://a.example, https://b.example!').map((l) => l.href)).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('links [text](address) for http(s) addresses only', () => {
    expect(links('Read [the brief](https://example.com/brief) first')).toEqual([
      {
        href: 'https://example.com/brief',
        text: 'the brief',
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      },
    ]);
    expect(links('[**bold** link](https://example.com)')[0]?.text).toBe('bold link');
    expect(html('[**bold** link](https://example.com)')).toContain('<strong>bold</strong> link');
    expect(links('**[inside bold](https://example.com)**')).toHaveLength(1);
  });

  it('never links javascript:, data: or other addresses, and shows them as written', () => {
    for (const text of [
      '[click me](javascript:alert(1))',
      '[click me](JavaScript:alert(document.cookie))',
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
      '[x](vbscript:msgbox(1))',
      '[x](//evil.example)',
      '[x](/relative)',
      'javascript:alert(1)',
      'ftp://files.example/a',
      'mailto:someone@example.com',
      'https://',
    ]) {
      const { container } = render(<CommentText text={text} />);
      expect(container.querySelector('a')).toBeNull();
      expect(container.textContent).toBe(text);
      cleanup();
    }
  });

  it('shows HTML and script as text, never as elements', () => {
    const text =
      '<script>alert("x")</script>\n<img src=x onerror="alert(1)">\n<a href="javascript:alert(1)">hi</a> <b>bold?</b>';
    const { container } = render(<CommentText text={text} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.querySelector('script, img, b')).toBeNull();
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toBe(text.replace(/\n/g, ''));
    expect(root.innerHTML).toContain('&lt;script&gt;alert("x")&lt;/script&gt;');
    expect(root.innerHTML).toContain('&lt;img src=x onerror="alert(1)"&gt;');
  });

  it('keeps attribute-breaking characters inside the link’s address', () => {
    const [link] = links('https://example.com/"onmouseover="alert(1)');
    expect(link?.href).toBe('https://example.com/');
    const { container } = render(<CommentText text={'[a](https://example.com/x"y)'} />);
    const anchor = container.querySelector('a');
    expect(anchor?.getAttributeNames().sort()).toEqual(['class', 'href', 'rel', 'target']);
  });

  it('makes bulleted lists of "- " and "* " lines, numbered lists of "1. " lines', () => {
    expect(html('Ideas:\n- shorter headline\n* **bigger** button\n\nThanks')).toBe(
      '<p>Ideas:</p><ul class="list-disc space-y-0.5 pl-5"><li>shorter headline</li><li><strong>bigger</strong> button</li></ul><p>Thanks</p>',
    );
    expect(html('1. first\n2. second')).toBe(
      '<ol class="list-decimal space-y-0.5 pl-5"><li>first</li><li>second</li></ol>',
    );
    expect(html('3. third\n4. fourth')).toContain('<ol start="3"');
    expect(html('- a\n1. b')).toBe(
      '<ul class="list-disc space-y-0.5 pl-5"><li>a</li></ul><ol class="list-decimal space-y-0.5 pl-5"><li>b</li></ol>',
    );
  });

  it('does not take dashes, asterisks or numbers inside a sentence for lists', () => {
    expect(html('-5 degrees\n*emphasis*\n2.5 stars\n**Bold** start')).toBe(
      '<p>-5 degrees<br>*emphasis*<br>2.5 stars<br><strong>Bold</strong> start</p>',
    );
  });

  it('links inside list items', () => {
    expect(
      links('- https://example.com/a\n- [b](https://example.com/b)').map((l) => l.href),
    ).toEqual(['https://example.com/a', 'https://example.com/b']);
  });
});

describe('CommentText: mentions', () => {
  const MARK = 'rounded bg-indigo-50 px-0.5 font-medium text-indigo-700';
  const mentionsHtml = (text: string, mentions: string[]) => {
    const { container } = render(<CommentText text={text} mentions={mentions} />);
    return (container.firstElementChild as HTMLElement).innerHTML;
  };

  it('shows a mention as @Name, marked when it names a team member', () => {
    expect(mentionsHtml('Ask @[Ana Lopez](user:VXNlcjox) first', ['VXNlcjox'])).toBe(
      `<p>Ask <span class="${MARK}">@Ana Lopez</span> first</p>`,
    );
    // Not a member (or not named in `mentions`): the same words, unmarked.
    expect(mentionsHtml('Ask @[Ana Lopez](user:VXNlcjox) first', ['VXNlcjoy'])).toBe(
      '<p>Ask @Ana Lopez first</p>',
    );
    expect(html('Ask @[Ana Lopez](user:VXNlcjox) first')).toBe('<p>Ask @Ana Lopez first</p>');
  });

  it('marks mentions in bold text and lists, and keeps other brackets as written', () => {
    expect(mentionsHtml('**@[Bo](user:u1)** and @[Cy](user:u2)', ['u1', 'u2'])).toBe(
      `<p><strong><span class="${MARK}">@Bo</span></strong> and <span class="${MARK}">@Cy</span></p>`,
    );
    expect(mentionsHtml('- @[Bo](user:u1)', ['u1'])).toContain(`<li><span class="${MARK}">@Bo`);
    for (const text of ['@[Bo](USER:u1)', '@[Bo](user:)', '[Bo](user:u1)', '@[](user:u1)']) {
      const { container } = render(<CommentText text={text} mentions={['u1']} />);
      expect(container.textContent).toBe(text);
      expect(container.querySelector('span, a')).toBeNull();
      cleanup();
    }
  });

  it('never renders markup from a mention’s name, marked or not', () => {
    const text = '@[<script>alert(1)</script><img src=x onerror=alert(2)>](user:u1)';
    for (const mentions of [['u1'], []]) {
      const { container } = render(<CommentText text={text} mentions={mentions} />);
      const root = container.firstElementChild as HTMLElement;
      expect(root.querySelector('script, img')).toBeNull();
      expect(root.textContent).toBe('@<script>alert(1)</script><img src=x onerror=alert(2)>');
      expect(root.innerHTML).toContain('@&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(root.querySelectorAll('span')).toHaveLength(mentions.length);
      cleanup();
    }
  });
});

describe('commentExcerpt', () => {
  it('gives the first words as plain text: mentions as @Name, no marks', () => {
    expect(
      commentExcerpt('**Bold** hook for @[Ana Lopez](user:u1)\n- see [brief](https://x.example)'),
    ).toBe('Bold hook for @Ana Lopez see brief');
    expect(commentExcerpt('word '.repeat(30))).toBe(`${'word '.repeat(12).trim()}…`);
  });
});

describe('commentBlocks', () => {
  it('groups lines into paragraphs and lists', () => {
    expect(commentBlocks('a\nb\n- c\n- d\n\n1. e')).toEqual([
      { kind: 'paragraph', lines: ['a', 'b'] },
      { kind: 'bullets', items: ['c', 'd'] },
      { kind: 'numbers', items: ['e'], start: 1 },
    ]);
  });
});

describe('safeHref', () => {
  it('accepts absolute http and https addresses only', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('HTTP://EXAMPLE.COM')).toBe('HTTP://EXAMPLE.COM');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' https://example.com')).toBeNull();
    expect(safeHref('https://')).toBeNull();
    expect(safeHref('https:example.com')).toBeNull();
  });
});
