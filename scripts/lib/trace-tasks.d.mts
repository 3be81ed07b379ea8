// Types of trace-tasks.mjs for its test.
export declare function longestTasks(
  trace: unknown,
  options?: { count?: number; minMs?: number },
): string[];
export declare function topFunctions(
  profile: {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
    timeDeltas: number[];
  },
  options?: { count?: number },
): string[];
