/**
 * The active option after a key press in a listbox of `count` options (-1: none active).
 * Returns null for keys that do not move it.
 */
export function moveActive(current: number, key: string, count: number): number | null {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return current <= 0 ? 0 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
