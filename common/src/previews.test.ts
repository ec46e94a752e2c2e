import { describe, expect, it } from 'vitest';
import { previewImagePath, previewLabel, previewPagePath, previewVersion } from './previews';

const preview = { title: 'Pricing', description: 'Plans', label: '', picture: null };

describe('page previews', () => {
  it('names each page its image, the home page included, and reads it back', () => {
    for (const pagePath of ['/', '/pricing', '/blog/a-post', '/collection/Ab_-9']) {
      const image = previewImagePath(pagePath, preview);
      expect(previewPagePath(new URL(image, 'https://x.example').pathname)).toBe(pagePath);
    }
    expect(previewImagePath('/', preview)).toMatch(/^\/og\/index\.png\?v=[0-9a-z]+$/);
    expect(previewPagePath('/og//x.png')).toBeNull();
    expect(previewPagePath('/og/a.b.png')).toBeNull();
  });

  it('changes the version with anything the image shows', () => {
    const versions = new Set(
      [
        preview,
        { ...preview, title: 'Pricing!' },
        { ...preview, description: 'Plan' },
        { ...preview, label: 'Docs' },
        { ...preview, picture: '/examples/covers/a.webp' },
      ].map(previewVersion),
    );
    expect(versions.size).toBe(5);
    expect(previewVersion({ ...preview })).toBe(previewVersion(preview));
  });

  it('labels the sections', () => {
    expect(
      ['/docs/x', '/blog/x', '/examples/ads', '/tools', '/collection/t', '/'].map(previewLabel),
    ).toEqual(['Docs', 'Blog', 'Examples', 'Free Tools', 'Collection', '']);
  });
});
