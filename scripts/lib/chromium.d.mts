// Types of chromium.mjs for the TypeScript that imports it (the browser tests' support).
export declare const CHROMIUM_ARGS: readonly string[];
export declare function findChromium(options?: {
  install?: boolean;
  headlessShell?: boolean;
}): string;
