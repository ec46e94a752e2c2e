import type { PresentMember } from './PresenceProvider';

// Round initials avatars of present members, coloured by user id (the same person has the same
// colour in every tab and every list), in a list named for screen readers. Beyond `max` people
// the rest collapse into "+N" (named with who they are).

// White text on each stays above 4.5:1.
const COLOURS = [
  'bg-indigo-600',
  'bg-emerald-700',
  'bg-rose-700',
  'bg-amber-700',
  'bg-sky-700',
  'bg-violet-700',
  'bg-teal-700',
  'bg-fuchsia-700',
  'bg-orange-700',
  'bg-cyan-700',
  'bg-blue-700',
  'bg-pink-700',
];

/** A colour class for a user id: always the same one for the same id (FNV-1a hash). */
export function avatarColour(userId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return COLOURS[(hash >>> 0) % COLOURS.length] ?? 'bg-slate-600';
}

/** "Ana Lopez" → "AL", "ana" → "A", "" → "?" (first letters of the first and last words). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  return `${letter(first)}${letter(last)}`.toUpperCase();
}

export const MAX_AVATARS = 4;

const SIZES = {
  md: 'size-8 text-xs',
  sm: 'size-7 text-[11px]',
} as const;

const circle =
  'flex items-center justify-center rounded-full font-semibold ring-2 ring-white select-none';

/**
 * `people` as overlapping round avatars in a list named `label` (each avatar is an image named
 * after its person, with their name as tooltip); more than `max` collapse into "+N". `total`:
 * how many there are when `people` lists only some of them.
 */
export function AvatarStack({
  people,
  label,
  max = MAX_AVATARS,
  size = 'md',
  className = '',
  total = people.length,
}: {
  people: readonly Pick<PresentMember, 'userId' | 'name'>[];
  label: string;
  total?: number;
  max?: number;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  if (people.length === 0) return null;
  const shown = people.slice(0, max);
  const rest = people.slice(max);
  const more = Math.max(rest.length, total - shown.length);
  const unnamed = more - rest.length;
  const restNames = [
    ...rest.map((person) => person.name),
    ...(unnamed ? [`${unnamed} other${unnamed === 1 ? '' : 's'}`] : []),
  ].join(', ');
  return (
    <ul aria-label={label} className={`flex items-center -space-x-1.5 ${className}`}>
      {shown.map((person) => (
        <li key={person.userId} className="flex">
          <span
            role="img"
            aria-label={person.name}
            title={person.name}
            className={`${circle} ${SIZES[size]} ${avatarColour(person.userId)} text-white`}
          >
            {initials(person.name)}
          </span>
        </li>
      ))}
      {more ? (
        <li className="flex">
          <span
            role="img"
            aria-label={`${more} more: ${restNames}`}
            title={restNames}
            className={`${circle} ${SIZES[size]} bg-slate-200 text-slate-800`}
          >
            +{more}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
