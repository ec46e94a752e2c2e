export declare const serverEntry: string;
export declare function buildServer(): Promise<void>;
