import { useMemo } from 'react';
import { AvatarStack } from './Avatars';
import { useOthersPresent } from './PresenceProvider';

/**
 * "Also viewing:" and the avatars of the other members whose detail view shows this swipe now
 * (the list is named "Also viewing: Ana Lopez, Bob Stone" for screen readers). Nothing while
 * nobody else looks at it.
 */
export function SwipeViewers({ swipeId, className = '' }: { swipeId: string; className?: string }) {
  const others = useOthersPresent();
  const viewers = useMemo(
    () => others.filter((member) => member.swipeIds.includes(swipeId)),
    [others, swipeId],
  );
  if (viewers.length === 0) return null;
  const names = viewers.map((member) => member.name).join(', ');
  return (
    <div className={`flex items-center gap-2 text-sm text-slate-600 ${className}`}>
      <span aria-hidden="true">Also viewing:</span>
      <AvatarStack people={viewers} label={`Also viewing: ${names}`} size="sm" />
    </div>
  );
}
