import { AvatarStack } from './Avatars';
import { useOthersCount, useOthersPresent } from './PresenceProvider';

export const PEOPLE_HERE_LABEL = 'People here now';

/**
 * The other members who have the selected team open now (not the viewer, in any tab), for the
 * app layout: a list named "People here now" of initials avatars, "+N" beyond four. Nothing
 * while nobody else is here. `compact`: the small screens' top bar (smaller, no caption).
 */
export function TeamPresenceAvatars({
  compact = false,
  className = '',
}: {
  compact?: boolean;
  className?: string;
}) {
  const others = useOthersPresent();
  const total = useOthersCount();
  if (others.length === 0) return null;
  if (compact) {
    return (
      <AvatarStack
        people={others}
        total={total}
        label={PEOPLE_HERE_LABEL}
        size="sm"
        className={className}
      />
    );
  }
  return (
    <div className={`flex items-center justify-between gap-3 ${className}`}>
      <span
        aria-hidden="true"
        className="text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        Here now
      </span>
      <AvatarStack people={others} total={total} label={PEOPLE_HERE_LABEL} />
    </div>
  );
}
