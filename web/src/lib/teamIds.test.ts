import { describe, expect, it } from 'vitest';
import { teamGlobalId } from './teamIds';

describe('teamGlobalId', () => {
  it('turns a database UUID into the Team global id', () => {
    const uuid = '0b6e2c1a-3f4d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(teamGlobalId(uuid)).toBe(btoa(`Team:${uuid}`));
    expect(teamGlobalId(` ${uuid.toUpperCase()} `)).toBe(btoa(`Team:${uuid}`));
  });

  it('leaves a global id (or anything else) as it is, trimmed', () => {
    expect(teamGlobalId(' VGVhbTox ')).toBe('VGVhbTox');
  });
});
