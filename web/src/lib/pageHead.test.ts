import { describe, expect, it } from 'vitest';
import { type HeadTag, headHtml, headTags } from './pageHead';

const ORIGIN = 'https://swipestack.test';

function attr(tags: HeadTag[], key: 'name' | 'property', value: string): string | undefined {
  return tags.find((tag) => tag.attributes[key] === value)?.attributes.content;
}

describe('headTags', () => {
  it('titles a page with the site name and points every URL at the page', () => {
    const tags = headTags({ title: 'Pricing', description: 'Plans.' }, ORIGIN, '/pricing');
    expect(tags[0]).toEqual({ name: 'title', attributes: {}, text: 'Pricing · Swipestack' });
    expect(attr(tags, 'name', 'description')).toBe('Plans.');
    expect(tags.find((tag) => tag.name === 'link')?.attributes).toEqual({
      rel: 'canonical',
      href: `${ORIGIN}/pricing`,
    });
    expect(attr(tags, 'property', 'og:title')).toBe('Pricing');
    expect(attr(tags, 'property', 'og:url')).toBe(`${ORIGIN}/pricing`);
    expect(attr(tags, 'property', 'og:type')).toBe('website');
    expect(attr(tags, 'property', 'og:image')).toBe(`${ORIGIN}/og-image.png`);
    expect(attr(tags, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(attr(tags, 'name', 'robots')).toBeUndefined();
  });

  it('gives the home page the site title and the default description', () => {
    const tags = headTags({}, ORIGIN, '/');
    expect(tags[0]?.text).toBe('Swipestack — the swipe file for marketers');
    expect(attr(tags, 'name', 'description')).toMatch(/swipe file for marketers/);
  });

  it("uses a page's own image, made absolute, with its size when known", () => {
    const tags = headTags(
      { title: 'Ad', type: 'article', image: { src: '/examples/covers/a.webp', alt: 'An ad' } },
      ORIGIN,
      '/examples/ads/a',
    );
    expect(attr(tags, 'property', 'og:image')).toBe(`${ORIGIN}/examples/covers/a.webp`);
    expect(attr(tags, 'property', 'og:image:width')).toBeUndefined();
    expect(attr(tags, 'property', 'og:image:alt')).toBe('An ad');
    expect(attr(tags, 'property', 'og:type')).toBe('article');
  });

  it('without an image, a small card and no image tags', () => {
    const tags = headTags({ title: 'Launch emails', image: null }, ORIGIN, '/collection/x');
    expect(attr(tags, 'property', 'og:image')).toBeUndefined();
    expect(attr(tags, 'name', 'twitter:image')).toBeUndefined();
    expect(attr(tags, 'name', 'twitter:card')).toBe('summary');
  });

  it('asks search engines not to list a noindex page', () => {
    expect(
      attr(headTags({ title: 'Welcome', noindex: true }, ORIGIN, '/welcome'), 'name', 'robots'),
    ).toBe('noindex');
  });
});

describe('headHtml', () => {
  it('escapes text and attributes and marks every tag as the server copy', () => {
    const html = headHtml(headTags({ title: '<b>"Q&A"</b>' }, ORIGIN, '/x'));
    expect(html).toContain(
      '<title data-page-head>&lt;b&gt;&quot;Q&amp;A&quot;&lt;/b&gt; · Swipestack</title>',
    );
    expect(html).toContain('content="&lt;b&gt;&quot;Q&amp;A&quot;&lt;/b&gt;"');
    expect(html).not.toMatch(/<b>/);
    const tags = html.split('\n').map((line) => line.trim());
    expect(tags.every((tag) => tag.includes(' data-page-head'))).toBe(true);
  });
});
