import { swipeHref } from '../components/swipes/saveAsSwipe';

/** What a share carries: from a pending share, or from `/share?url=…&text=…&title=…`. */
export interface SharedItem {
  title: string | null;
  text: string | null;
  url: string | null;
  /** A pending share's images, served to its owner. */
  images: { src: string; name: string }[];
}

/** The fields of `/share?url=…&text=…&title=…` (no pending share needed). */
export function sharedFromAddress(search: URLSearchParams): SharedItem {
  const field = (name: string) => search.get(name)?.trim() || null;
  return { title: field('title'), text: field('text'), url: field('url'), images: [] };
}

/** Where a saved swipe opens: its team's swipe file with its detail view. */
export function savedSwipeHref(teamId: string, swipeId: string): string {
  return `${swipeHref(swipeId)}&teamId=${encodeURIComponent(teamId)}`;
}

/**
 * The bookmarklet: opens the save screen for the page being read, with its title and any
 * selected text (`/mobile` shows it; docs/share.md).
 */
export function bookmarkletCode(origin: string): string {
  return `javascript:(()=>{const q=new URLSearchParams({url:location.href,title:document.title,text:String(getSelection()||'')});window.open('${origin}/share?'+q,'_blank')})()`;
}
