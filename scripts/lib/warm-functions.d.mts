// Types of warm-functions.mjs for the tests that import it.
export interface HttpFunction {
  name: string;
  callable: boolean;
}
export declare function httpFunctions(backends: unknown): HttpFunction[];
export declare function listHttpFunctions(
  functionsPort: number,
  timeoutMs?: number,
): Promise<HttpFunction[]>;
export declare function callUnused(
  functionsPort: number,
  projectId: string,
  fn: HttpFunction,
  timeoutMs?: number,
): Promise<{ ms: number; status: number }>;
export declare function warmFunctions(
  functionsPort: number,
  projectId: string,
  functions: HttpFunction[],
  concurrency?: number,
): Promise<string[]>;
export declare function timeFirstPage(url: string): Promise<{ ms: number; files: number }>;
