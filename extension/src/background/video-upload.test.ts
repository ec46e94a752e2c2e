import { describe, expect, it } from 'vitest';
import { videoUploadAddress } from './video-upload';

describe('videoUploadAddress', () => {
  it("names the team and carries the page's details and the note, leaving out empty ones", () => {
    const address = new URL(
      videoUploadAddress('http://localhost:3000', {
        teamId: 'VGVhbTox',
        title: 'Summer sale & more',
        url: 'https://shop.test/sale?x=1',
        notes: '  ',
        note: "Recorded from the screen: the video's file could not be downloaded.",
      }),
    );
    expect(address.origin).toBe('http://localhost:3000');
    expect(address.pathname).toBe('/api/teams/VGVhbTox/videos');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      title: 'Summer sale & more',
      url: 'https://shop.test/sale?x=1',
      note: "Recorded from the screen: the video's file could not be downloaded.",
    });
  });
});

it('repeats the chosen tags and collections', () => {
  const address = new URL(
    videoUploadAddress('http://localhost:3000', {
      teamId: 'VGVhbTox',
      title: '',
      url: '',
      notes: '',
      note: '',
      tags: ['hook', 'ugc'],
      collectionIds: ['Q29sbGVjdGlvbjox'],
    }),
  );
  expect(address.searchParams.getAll('tags')).toEqual(['hook', 'ugc']);
  expect(address.searchParams.getAll('collectionIds')).toEqual(['Q29sbGVjdGlvbjox']);
});
