// Types of processes.mjs for the tests that import it.
export declare function sleep(ms: number): Promise<void>;
export declare function send(target: number, signal: NodeJS.Signals | 0): boolean;
export declare function alive(target: number): boolean;
export declare function waitUntil(
  done: () => boolean,
  ms: number,
  every?: number,
): Promise<boolean>;
export declare function stopGroup(
  pgid: number,
  options?: { signal?: NodeJS.Signals; graceMs?: number; again?: NodeJS.Signals; againMs?: number },
): Promise<boolean>;
export declare function stopProcess(pid: number, graceMs?: number): Promise<boolean>;
export declare function parentOf(pid: number): number | null;
export declare function watchLaunchers(onGone: () => void, everyMs?: number): () => void;
export declare function portInUse(port: number): Promise<boolean>;
export declare function portsInUse(ports: Record<string, number>): Promise<[string, number][]>;
