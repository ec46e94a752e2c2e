import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outline, parseFrontMatter, slugify, sortEntries } from './markdown';
import { renderInline, renderMarkdown } from './renderMarkdown';

describe('parseFrontMatter', () => {
  it('reads title, description, date, order and author', () => {
    const { meta, body } = parseFrontMatter(
      '---\ntitle: "Hello: world"\ndescription: A post\ndate: 2025-01-02\norder: 3\nauthor: Team\n---\n# Body\n',
    );
    expect(meta).toEqual({
      title: 'Hello: world',
      description: 'A post',
      date: '2025-01-02',
      order: 3,
      author: 'Team',
    });
    expect(body).toBe('# Body\n');
  });
  it('refuses documents without front matter, title or description, and bad dates', () => {
    expect(() => parseFrontMatter('# no front matter', 'x.md')).toThrow(/x.md: front matter/);
    expect(() => parseFrontMatter('---\ndescription: d\n---\n')).toThrow(/title/);
    expect(() => parseFrontMatter('---\ntitle: t\n---\n')).toThrow(/description/);
    expect(() => parseFrontMatter('---\ntitle: t\ndescription: d\ndate: March\n---\n')).toThrow(
      /YYYY-MM-DD/,
    );
  });
});

describe('renderMarkdown', () => {
  it('renders headings with unique ids, paragraphs and lists', () => {
    const html = renderMarkdown(
      '## Save a page\n\nOne line\nand more.\n\n- a\n- **b**\n\n1. one\n2. two\n\n## Save a page',
    );
    expect(html).toBe(
      [
        '<h2 id="save-a-page">Save a page</h2>',
        '<p>One line and more.</p>',
        '<ul><li>a</li><li><strong>b</strong></li></ul>',
        '<ol><li>one</li><li>two</li></ol>',
        '<h2 id="save-a-page-2">Save a page</h2>',
      ].join('\n'),
    );
  });
  it('renders code, quotes, rules and tables', () => {
    const html = renderMarkdown(
      '```sh\nnpm <x>\n```\n\n> quoted\n\n---\n\n| a | b |\n| --- | --- |\n| 1 | `2` |',
    );
    expect(html).toContain('<pre><code class="language-sh">npm &lt;x&gt;</code></pre>');
    expect(html).toContain('<blockquote><p>quoted</p></blockquote>');
    expect(html).toContain('<hr>');
    expect(html).toContain('<th scope="col">a</th>');
    expect(html).toContain('<td><code>2</code></td>');
  });
  it('escapes HTML and unsafe links', () => {
    expect(renderInline('<script>x</script> & [a](javascript:alert(1))')).toBe(
      '&lt;script&gt;x&lt;/script&gt; &amp; [a](javascript:alert(1))',
    );
    expect(renderMarkdown('<div onclick="x">hi</div>\n\n![x](javascript:alert(1))')).toBe(
      '<p>&lt;div onclick=&quot;x&quot;&gt;hi&lt;/div&gt;</p>\n<p>![x](javascript:alert(1))</p>',
    );
    expect(renderInline('[docs](/docs) and [site](https://x.example)')).toBe(
      '<a href="/docs">docs</a> and <a href="https://x.example" target="_blank" rel="noopener noreferrer">site<span class="sr-only"> (opens in a new tab)</span></a>',
    );
    expect(renderInline('*it* and _it_ but snake_case_name and `a*b*`')).toBe(
      '<em>it</em> and <em>it</em> but snake_case_name and <code>a*b*</code>',
    );
  });
  it('lists level-2 headings', () => {
    expect(outline(renderMarkdown('## One\n### Sub\n## Two *x*'))).toEqual([
      { id: 'one', text: 'One' },
      { id: 'two-x', text: 'Two x' },
    ]);
    expect(slugify('Plans & billing: “Team”')).toBe('plans-billing-team');
  });
});

describe('the repository content', () => {
  const root = path.resolve(__dirname, '../../content');
  for (const kind of ['docs', 'blog', 'changelog'] as const) {
    const files = readdirSync(path.join(root, kind)).filter((f) => f.endsWith('.md'));
    it(`${kind}: every file has valid front matter and renders`, () => {
      expect(files.length).toBeGreaterThanOrEqual(kind === 'docs' ? 8 : 2);
      const entries = files.map((file) => {
        const { meta, body } = parseFrontMatter(
          readFileSync(path.join(root, kind, file), 'utf8'),
          file,
        );
        if (kind !== 'docs') expect(meta.date, file).toBeDefined();
        const html = renderMarkdown(body);
        expect(html.length, file).toBeGreaterThan(kind === 'changelog' ? 200 : 500);
        // Internal links point at pages that exist.
        for (const [, href] of html.matchAll(/href="(\/[^"#?]*)/g)) {
          const target = href ?? '';
          const ok =
            /^\/(register|login|pricing|examples|mobile|changelog|tools(\/(subject-line-checker|headline-analyzer))?)$/.test(
              target,
            ) ||
            (target.startsWith('/docs/') &&
              files
                .concat(readdirSync(path.join(root, 'docs')))
                .includes(`${target.slice(6)}.md`)) ||
            (target.startsWith('/blog/') &&
              readdirSync(path.join(root, 'blog')).includes(`${target.slice(6)}.md`));
          expect(ok, `${file} links to ${target}`).toBe(true);
        }
        return { slug: file.replace(/\.md$/, ''), meta };
      });
      const sorted = sortEntries(entries, kind === 'docs' ? 'docs' : 'blog');
      if (kind === 'docs') expect(sorted[0]?.slug).toBe('getting-started');
      else
        expect(sorted.map((e) => e.meta.date)).toEqual(
          [...sorted.map((e) => e.meta.date)].sort().reverse(),
        );
    });
  }
});
