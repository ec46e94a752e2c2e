import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVEAL_STEP, useGradualReveal } from './useGradualReveal';

const items = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => ({ id: `s${from + i}` }));

describe('useGradualReveal', () => {
  it('draws the first list whole, and an appended page a few cards per frame', async () => {
    const first = items(0, 24);
    const { result, rerender } = renderHook(({ list }) => useGradualReveal(list), {
      initialProps: { list: first },
    });
    expect(result.current).toHaveLength(24);

    const grown = [...first, ...items(24, 48)];
    act(() => rerender({ list: grown }));
    expect(result.current.length).toBeLessThanOrEqual(24 + REVEAL_STEP);
    await waitFor(() => expect(result.current).toBe(grown));
  });

  it('draws a replaced list (a new search, a swipe added on top) whole at once', () => {
    const first = items(0, 24);
    const { result, rerender } = renderHook(({ list }) => useGradualReveal(list), {
      initialProps: { list: first },
    });
    const searched = items(100, 148);
    act(() => rerender({ list: searched }));
    expect(result.current).toBe(searched);
    const prepended = [{ id: 'new' }, ...searched];
    act(() => rerender({ list: prepended }));
    expect(result.current).toBe(prepended);
  });
});
