// Types of background-triggers.mjs for the emulator tests that import it.
export declare function backgroundTriggers(on: boolean): Promise<void>;
export declare function withoutTriggers<T>(work: () => Promise<T>): Promise<T>;
export declare function waitForTriggersAgain(
  probe: {
    set(data: Record<string, unknown>): Promise<unknown>;
    get(): Promise<{ get(field: string): unknown }>;
    delete(): Promise<unknown>;
  },
  data: Record<string, unknown>,
  options: { timeoutMs: number; pollMs: number; onWait?: (waitedMs: number) => void },
): Promise<number>;
