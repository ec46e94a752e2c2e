export declare const serverNodeFlags: string[];
export declare function serverEnvironment(): Record<string, string>;
/** The installed jemalloc library's path, if any (Debian package `libjemalloc2`). */
export declare function jemallocLibrary(): string | undefined;
