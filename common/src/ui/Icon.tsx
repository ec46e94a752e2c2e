import { ICONS, type IconName, type IconShape } from '../icons';

/**
 * An icon of the shared set (`icons.ts`). It is decoration: `aria-hidden`, so the control
 * carrying it is named by its own text or `aria-label`.
 */
export function Icon({ name, className = 'size-4' }: { name: IconName; className?: string }) {
  const shape: IconShape = ICONS[name];
  return (
    <svg
      viewBox={shape.viewBox ?? '0 0 24 24'}
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
      fill={shape.fill ? 'currentColor' : 'none'}
      stroke={shape.fill ? 'none' : 'currentColor'}
      strokeWidth={shape.strokeWidth ?? 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shape.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
