// Types of app-build.mjs for the tests that import it.
export declare const APP_SOURCES: string[];
export declare function newestChange(root: string, paths: string[]): number;
export declare function buildIsCurrent(
  root: string,
  stampFile: string,
  sources: string[],
  settings: unknown,
): boolean;
export declare function stampBuild(stampFile: string, settings: unknown, startedMs: number): void;
export declare function viteSettings(
  env: Record<string, string | undefined>,
): Record<string, string>;
