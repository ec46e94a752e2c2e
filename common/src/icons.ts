/**
 * Swipestack's one icon set, drawn by the web app and the extension (`ui/Icon.tsx` in React,
 * the extension's page toast with DOM calls): never emoji or symbol characters, which show as
 * empty boxes where no font has them. Each icon is SVG path data on its grid (24 × 24 unless it
 * says), stroked in the current colour with round ends, or filled when `fill` is set.
 */
export interface IconShape {
  readonly paths: readonly string[];
  readonly viewBox?: string;
  readonly fill?: boolean;
  readonly strokeWidth?: number;
}

export const ICONS = {
  close: { paths: ['M6 6l12 12', 'M18 6 6 18'] },
  check: { paths: ['M4.5 12.5 9.5 17.5 19.5 6.5'] },
  plus: { paths: ['M12 5v14', 'M5 12h14'] },
  pin: {
    paths: [
      'M12 21.5s-7-6-7-11.5a7 7 0 0 1 14 0c0 5.5-7 11.5-7 11.5z',
      'M14.5 10a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z',
    ],
  },
  chevronDown: { paths: ['M6 9l6 6 6-6'] },
  arrowUp: { paths: ['M12 19V5', 'M5.5 11.5 12 5l6.5 6.5'] },
  arrowDown: { paths: ['M12 5v14', 'M18.5 12.5 12 19l-6.5-6.5'] },
  arrowLeft: { paths: ['M19 12H5', 'M11.5 5.5 5 12l6.5 6.5'] },
  arrowRight: { paths: ['M5 12h14', 'M12.5 5.5 19 12l-6.5 6.5'] },
  star: {
    fill: true,
    paths: ['M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z'],
  },
  spark: {
    fill: true,
    viewBox: '0 0 16 16',
    paths: [
      'M8 1.5l1.4 3.6L13 6.5 9.4 7.9 8 11.5 6.6 7.9 3 6.5l3.6-1.4L8 1.5zm4.5 8l.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6.6-1.4z',
    ],
  },
  search: {
    fill: true,
    viewBox: '0 0 20 20',
    paths: [
      'M8.5 3a5.5 5.5 0 0 1 4.38 8.82l3.65 3.65a.75.75 0 1 1-1.06 1.06l-3.65-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
    ],
  },
  comment: {
    fill: true,
    viewBox: '0 0 20 20',
    paths: [
      'M10 2c-4.42 0-8 2.9-8 6.5 0 1.79.89 3.4 2.32 4.58-.15 1.1-.6 2.17-1.3 3.05a.5.5 0 0 0 .45.8c1.7-.16 3.2-.78 4.37-1.66.7.15 1.42.23 2.16.23 4.42 0 8-2.9 8-6.5S14.42 2 10 2Z',
    ],
  },
  globe: {
    viewBox: '0 0 16 16',
    strokeWidth: 1.3,
    paths: [
      'M14.5 8a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0z',
      'M1.5 8h13M8 1.5c2 2 2 11 0 13M8 1.5c-2 2-2 11 0 13',
    ],
  },
  play: {
    fill: true,
    paths: ['M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z'],
  },
  layoutGrid: {
    fill: true,
    viewBox: '0 0 16 16',
    paths: ['M2 2h5v5H2zM9 2h5v5H9zM2 9h5v5H2zM9 9h5v5H9z'],
  },
  layoutCompact: {
    fill: true,
    viewBox: '0 0 16 16',
    paths: [
      'M1.5 2h3v3h-3zM6.5 2h3v3h-3zM11.5 2h3v3h-3zM1.5 6.5h3v3h-3zM6.5 6.5h3v3h-3zM11.5 6.5h3v3h-3zM1.5 11h3v3h-3zM6.5 11h3v3h-3zM11.5 11h3v3h-3z',
    ],
  },
  layoutMasonry: {
    fill: true,
    viewBox: '0 0 16 16',
    paths: ['M2 2h5v7H2zM9 2h5v4H9zM2 11h5v3H2zM9 8h5v6H9z'],
  },
  layoutList: {
    viewBox: '0 0 16 16',
    strokeWidth: 1.5,
    paths: ['M2 3h12M2 6.5h12M2 10h12M2 13.5h12'],
  },
} as const satisfies Record<string, IconShape>;

export type IconName = keyof typeof ICONS;
