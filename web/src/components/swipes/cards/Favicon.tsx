import { Icon } from '@swipestack/common/ui/Icon';
import { useState } from 'react';

/**
 * A page's icon as its capture found it (the page's own <link rel="icon">, loaded from the
 * site itself, without a referrer); a globe when there is none or it does not load.
 */
export function Favicon({ src }: { src: string | null | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed || !/^https?:\/\//i.test(src)) {
    return <Icon name="globe" className="size-3.5 text-slate-400" />;
  }
  return (
    <img
      src={src}
      alt=""
      width={14}
      height={14}
      loading="lazy"
      referrerPolicy="no-referrer"
      className="h-3.5 w-3.5 shrink-0 rounded-sm"
      onError={() => setFailed(true)}
    />
  );
}
