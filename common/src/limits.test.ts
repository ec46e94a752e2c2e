import { describe, expect, it } from 'vitest';
import { characterCountText } from './limits';

describe('characterCountText', () => {
  it('is silent under 80 % of the limit, counts from there, and says the limit and beyond', () => {
    expect(characterCountText(239, 300)).toBeNull();
    expect(characterCountText(240, 300)).toBe('240 / 300 characters');
    expect(characterCountText(300, 300)).toBe(
      '300 / 300 characters: the limit. The rest is not kept.',
    );
    expect(characterCountText(5001, 5000)).toBe('5,001 / 5,000 characters: 1 over the limit.');
  });
});
