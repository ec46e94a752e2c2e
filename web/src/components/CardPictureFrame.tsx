import type { ReactNode } from 'react';

/**
 * The box a card's picture is drawn in: the picture at its whole width (never cut at the
 * sides), centred up and down on a neutral ground when it is wider than the box, and from its
 * top when it is taller (a page's screenshot: the rest is cut at the bottom). The picture
 * takes `CARD_PICTURE`.
 */
export function CardPictureFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full w-full flex-col justify-center-safe overflow-hidden bg-slate-100">
      {children}
    </div>
  );
}

export const CARD_PICTURE = 'block h-auto w-full shrink-0';
