// Types of background-triggers.mjs for the emulator tests that import it.
export declare function backgroundTriggers(on: boolean): Promise<void>;
export declare function withoutTriggers<T>(work: () => Promise<T>): Promise<T>;
