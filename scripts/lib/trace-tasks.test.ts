import { describe, expect, it } from 'vitest';
import { longestTasks, topFunctions } from './trace-tasks.mjs';

const MAIN = { pid: 1, tid: 7 };
const meta = { ...MAIN, ph: 'M', name: 'thread_name', args: { name: 'CrRendererMain' } };
const x = (name: string, ts: number, ms: number, data?: Record<string, unknown>) => ({
  ...MAIN,
  ph: 'X',
  name,
  ts,
  dur: ms * 1000,
  ...(data ? { args: { data } } : {}),
});

describe('longestTasks', () => {
  it("names a long task's direct children, JavaScript by function and file, and skips short tasks", () => {
    const trace = {
      traceEvents: [
        meta,
        x('RunTask', 0, 5),
        x('RunTask', 100_000, 50),
        // The scheduler's own task inside it: the same task, not another one.
        x('ThreadControllerImpl::RunTask', 100_000, 49),
        x('EventDispatch', 100_000, 32, { type: 'keydown' }),
        // Inside the event: counted in it, not again.
        x('FunctionCall', 100_100, 30, {
          functionName: 'filterRows',
          url: 'http://x/a/dash.js',
          lineNumber: 3,
        }),
        x('Layout', 132_000, 12),
        // Another process's main thread is not the page's.
        { ...x('RunTask', 0, 400), pid: 2 },
      ],
    };
    expect(longestTasks(trace)).toEqual([
      '  task at +100 ms: 50 ms — EventDispatch keydown 32 ms; Layout 12 ms',
    ]);
    expect(longestTasks(trace, { minMs: 100 })).toEqual(['  no task of 100 ms or more']);
  });
});

describe('topFunctions', () => {
  it('ranks functions by their own sampled time, with their file and line', () => {
    const frame = (functionName: string, url: string, lineNumber: number) => ({
      functionName,
      url,
      lineNumber,
    });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', '', -1) },
        { id: 2, callFrame: frame('filterRows', 'http://x/assets/dash.js', 9) },
        { id: 3, callFrame: frame('', 'http://x/assets/firestore.js', 0) },
      ],
      samples: [2, 3, 2, 2],
      timeDeltas: [3000, 1000, 3000, 3000],
    };
    expect(topFunctions(profile, { count: 2 })).toEqual([
      '      9 ms  90%  filterRows dash.js:10',
      '      1 ms  10%  (anonymous) firestore.js:1',
    ]);
  });
});
