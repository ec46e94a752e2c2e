import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sniffFormat } from '@swipestack/common/imports';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/import/csv.js';
import { parseKarakeep } from '../../src/import/karakeep.js';
import { parseLinkwarden } from '../../src/import/linkwarden.js';
import { parseNetscapeBookmarks } from '../../src/import/netscape-html.js';
import { parseImportFile } from '../../src/import/parse-file.js';
import { ImportFormatError } from '../../src/import/types.js';

const fixture = (name: string) => path.join(import.meta.dirname, '../fixtures/import', name);
const read = (name: string) => readFileSync(fixture(name), 'utf8');
const json = (name: string) => JSON.parse(read(name)) as unknown;

describe('bookmarks HTML', () => {
  it("reads Chrome's export: folders as collections, dates, tags, notes", () => {
    const { items } = parseNetscapeBookmarks(read('chrome-bookmarks.html'));
    expect(items.map((item) => [item.url, item.title, item.collections])).toEqual([
      ['https://example.com/pricing', 'Pricing & plans', []],
      ['https://acme.test/launch', 'Acme launch', ['Landing pages']],
      ['https://acme.test/signup', 'Acme sign-up', ['Landing pages']],
      ['https://blog.test/post', 'Blog post', []],
    ]);
    expect(items[1]).toMatchObject({
      tags: ['launch', 'hero'],
      notes: 'Great hero headline',
      createdAt: new Date(1_700_000_500_000),
    });
    expect(items[2]?.notes).toBeNull();
  });

  it("reads Firefox's export: entities decoded, its root folders are no collections", () => {
    const { items } = parseNetscapeBookmarks(read('firefox-bookmarks.html'));
    expect(items).toMatchObject([
      {
        url: 'https://mail.test/welcome?a=1&b=2',
        tags: ['onboarding'],
        notes: 'Subject line "Hello" works',
        collections: ['Emails'],
      },
      { url: 'https://other.test/', collections: [] },
    ]);
  });

  it('refuses a file cut short', () => {
    expect(() => parseNetscapeBookmarks(read('truncated-bookmarks.html'))).toThrow(
      /ends in the middle of a tag/,
    );
  });

  it('refuses HTML that holds no bookmarks', () => {
    expect(() => parseNetscapeBookmarks('<html><body>Hello</body></html>')).toThrow(
      ImportFormatError,
    );
  });
});

describe('CSV', () => {
  it('reads quoted fields, line breaks, doubled quotes and both tag separators', () => {
    const { items } = parseCsv(read('bookmarks.csv'));
    expect(items).toMatchObject([
      {
        url: 'https://example.com/a',
        title: 'Plain title',
        tags: ['alpha'],
        notes: 'A note',
        collections: ['Inspiration'],
      },
      {
        title: 'Title, with comma',
        tags: ['beta', 'gamma'],
        notes: 'Line one\nline two with "quotes"',
        collections: ['Launches'],
      },
      { url: 'https://example.com/c', title: null, tags: ['delta', 'epsilon'], collections: [] },
    ]);
  });

  it('refuses an unclosed quote, a row of the wrong length and a missing header', () => {
    expect(() => parseCsv(read('unterminated.csv'))).toThrow(
      /Line 2: a quoted field is never closed/,
    );
    expect(() => parseCsv(read('wrong-columns.csv'))).toThrow(/Line 2 has 3 fields/);
    expect(() => parseCsv(read('no-header.csv'))).toThrow(/must name its columns/);
  });
});

describe('Linkwarden backup', () => {
  it('reads collections with their links', () => {
    const parsed = parseLinkwarden(json('linkwarden-backup.json'));
    expect(parsed.collections).toEqual([
      { name: 'Competitors', description: 'Pages from rivals' },
      { name: 'Unorganized', description: null },
    ]);
    expect(parsed.items).toMatchObject([
      {
        url: 'https://rival.test/pricing',
        title: 'Rival pricing',
        notes: 'Annual toggle on top',
        tags: ['pricing', 'saas'],
        collections: ['Competitors'],
        createdAt: new Date('2024-03-01T10:00:00.000Z'),
      },
      { url: 'https://rival.test/', title: null, notes: null },
    ]);
  });

  it('refuses a backup of the wrong shape, naming where', () => {
    expect(() => parseLinkwarden(json('linkwarden-malformed.json'))).toThrow(
      /collections\.0\.links\.0\.url/,
    );
  });
});

describe('Karakeep export', () => {
  it('reads links and texts; an asset is reported, not saved', () => {
    const { items } = parseKarakeep(json('karakeep-export.json'));
    expect(items).toMatchObject([
      {
        kind: 'WEBSITE',
        url: 'https://kara.test/page',
        title: 'Karakeep link',
        tags: ['ads', 'video'],
        notes: 'Saved from my phone',
        createdAt: new Date(1_710_000_000_000),
      },
      {
        kind: 'AD',
        url: null,
        title: 'Stop scrolling. Start selling.',
        notes: 'Stop scrolling. Start selling.\nOur best hook yet.',
      },
      { problem: expect.stringMatching(/asset bookmarks cannot be imported/) },
    ]);
  });

  it("names collections by the export's lists, not by the list ids on its bookmarks", () => {
    const { items, collections } = parseKarakeep(json('karakeep-export-lists.json'));
    // A sub-list is a collection of its own name; a smart list (a saved search) and an id the
    // lists do not name are no collections.
    expect(items.map((item) => item.collections)).toEqual([
      ['Landing pages'],
      ['Emails'],
      ['Landing pages'],
      [],
    ]);
    expect(collections).toEqual([
      { name: 'Landing pages', description: 'Pages to learn from' },
      { name: 'Marketing', description: null },
      { name: 'Emails', description: null },
    ]);
  });

  it('refuses a file without bookmarks', () => {
    expect(() => parseKarakeep({ bookmarks: 'no' })).toThrow(/not a Karakeep export/);
  });
});

describe('a file by its content', () => {
  it('tells the formats apart from their first bytes', () => {
    const head = (name: string) => new Uint8Array(readFileSync(fixture(name)).subarray(0, 4096));
    expect(sniffFormat(head('chrome-bookmarks.html'))).toBe('BOOKMARKS_HTML');
    expect(sniffFormat(head('bookmarks.csv'))).toBe('CSV');
    expect(sniffFormat(head('karakeep-export.json'))).toBe('JSON');
    expect(sniffFormat(head('swipestack-export.zip'))).toBe('SWIPESTACK_ZIP');
    expect(sniffFormat(head('unknown.txt'))).toBeNull();
  });

  it.each([
    ['karakeep-export.json', 'KARAKEEP_JSON', 3],
    ['linkwarden-backup.json', 'LINKWARDEN_JSON', 2],
    ['firefox-bookmarks.html', 'BOOKMARKS_HTML', 2],
    ['bookmarks.csv', 'CSV', 3],
  ])('%s is read as %s', async (name, format, count) => {
    const { parsed } = await parseImportFile(fixture(name));
    expect(parsed.format).toBe(format);
    expect(parsed.items).toHaveLength(count);
  });

  it("reads this app's export: items, files, email HTML and collections", async () => {
    const { parsed, zip } = await parseImportFile(fixture('swipestack-export.zip'));
    try {
      expect(parsed.collections).toEqual([{ name: 'Launches', description: 'Launch pages' }]);
      expect(parsed.items).toMatchObject([
        {
          kind: 'IMAGE',
          title: 'Red banner',
          notes: 'Bold colour',
          tags: ['hero'],
          collections: ['Launches'],
          createdAt: new Date('2025-01-02T03:04:05.678Z'),
          imageText: 'SALE',
          files: [{ role: 'image', contentType: 'image/png' }],
        },
        {
          kind: 'EMAIL',
          emailHtml: expect.stringContaining('../files/'),
          bodyText: 'Hello there',
          files: [{ role: 'emailInline', contentType: 'image/png' }],
        },
        { kind: 'WEBSITE', url: 'https://acme.test/' },
      ]);
      const file = parsed.items[0]?.files?.[0];
      expect((await zip?.read(file?.path ?? ''))?.subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await zip?.close();
    }
  });

  it('reads the first export shape too', async () => {
    const { parsed, zip } = await parseImportFile(fixture('swipestack-export-v0.zip'));
    await zip?.close();
    expect(parsed.items).toMatchObject([
      {
        title: 'Old banner',
        notes: 'From v0',
        description: 'Old page description',
        tags: ['old'],
        collections: ['Archive'],
        files: [{ role: 'image', contentType: 'image/png' }],
      },
    ]);
  });

  it.each([
    ['unknown.txt', /not one Swipestack can import/],
    ['karakeep-truncated.json', /This JSON file cannot be read/],
    ['zip-without-swipes.zip', /has no swipes\.json/],
    ['truncated-export.zip', /damaged or cut short/],
  ])('refuses %s with a clear message', async (name, message) => {
    await expect(parseImportFile(fixture(name))).rejects.toThrow(message);
  });
});
