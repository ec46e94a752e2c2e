/** The release error reports carry (vite.config.ts `define`). */
declare const __SWIPESTACK_RELEASE__: string;
