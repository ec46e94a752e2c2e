import { describe, expect, it } from 'vitest';
import { droppedLink } from './PageDropTarget';

const drop = (data: Record<string, string>) =>
  ({ getData: (type: string) => data[type] ?? '' }) as unknown as DataTransfer;

describe('droppedLink', () => {
  it('takes the first address of a uri-list, skipping its comments', () => {
    expect(
      droppedLink(
        drop({ 'text/uri-list': '# from a page\r\nhttps://example.com/a\r\nhttps://b.test/' }),
      ),
    ).toBe('https://example.com/a');
  });

  it('takes dropped text that is an http(s) address', () => {
    expect(droppedLink(drop({ 'text/plain': '  http://example.org/pricing  ' }))).toBe(
      'http://example.org/pricing',
    );
  });

  it('ignores other text and other schemes', () => {
    expect(droppedLink(drop({ 'text/plain': 'just some words' }))).toBeNull();
    expect(droppedLink(drop({ 'text/uri-list': 'javascript:alert(1)' }))).toBeNull();
    expect(droppedLink(drop({ 'text/uri-list': 'file:///etc/passwd' }))).toBeNull();
    expect(droppedLink(drop({}))).toBeNull();
  });
});
