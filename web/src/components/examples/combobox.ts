/** The next option index for ArrowUp/ArrowDown (wrapping; -1 means none is active). */
export function moveActive(active: number, count: number, key: 'ArrowUp' | 'ArrowDown'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
