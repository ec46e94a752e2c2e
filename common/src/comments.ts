/**
 * Comments' rules (docs/collaboration.md), which the server enforces and the web app's composer
 * mirrors.
 */
export const COMMENT_BODY_MAX = 5000;

export const COMMENT_MESSAGES = {
  empty: 'Write a comment first.',
  tooLong: `Comments can be at most ${COMMENT_BODY_MAX.toLocaleString('en-US')} characters.`,
} as const;
