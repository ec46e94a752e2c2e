import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';

/**
 * A thin bar at the top of every page while a route change loads (route data and lazily
 * loaded page chunks): it starts when navigation starts, creeps towards 90 %, jumps to 100 % when the
 * new page is ready and fades out. Decorative for sighted users; screen readers get
 * role=progressbar while it runs.
 */
export function ProgressBar() {
  const busy = useNavigation().state !== 'idle';
  const [progress, setProgress] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);

  useEffect(() => {
    if (busy) {
      setProgress(8);
      timer.current = setInterval(
        () => setProgress((value) => (value === null ? 8 : value + (90 - value) * 0.1)),
        150,
      );
      return () => clearInterval(timer.current);
    }
    setProgress((value) => (value === null ? null : 100));
    const done = setTimeout(() => setProgress(null), 300);
    return () => clearTimeout(done);
  }, [busy]);

  if (progress === null) return null;
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1"
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      data-state={busy ? 'loading' : 'done'}
    >
      <div
        className={`h-full bg-amber-300 shadow-[0_0_8px_rgba(252,211,77,.8)] transition-all duration-200 ${
          progress >= 100 ? 'opacity-0' : 'opacity-100'
        }`}
        style={{ width: `${progress}%` }}
      />
    </div>
  );
}
