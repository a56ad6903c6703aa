export declare const SERVICE_HELPERS: RegExp;
export declare const SQLITE_ONLY: RegExp;
export declare const runsOnBothEngines: (text: string) => boolean;
