/** The viewer's tokens list in the store (ApiTokensSection_viewer's `@connection`). */
export const API_TOKENS_CONNECTION = 'ApiTokensSection_apiTokens';
