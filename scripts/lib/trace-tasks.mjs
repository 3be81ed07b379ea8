// Why no tool does this: Chromium's trace lists events; which long task spent its time where is
// read out here.
// The longest tasks of a page's main thread in a Chromium performance trace (browser.startTracing),
// each with what it spent its time on (its direct children by name, with the script and function
// for calls into JavaScript). For benchmarks that want to say where a slow interaction went.

const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** `{ name, ms }` for one direct child of a task: JavaScript names its function and file. */
function label(event) {
  const data = event.args?.data ?? {};
  if (data.functionName || data.url) {
    const file = String(data.url ?? '')
      .split('/')
      .pop();
    return `${event.name} ${data.functionName || '(anonymous)'} ${file}:${data.lineNumber ?? ''}`;
  }
  if (data.type) return `${event.name} ${data.type}`;
  return event.name;
}

/**
 * Lines describing the `count` longest tasks of at least `minMs` on the busiest renderer main
 * thread of `trace` (the parsed JSON of a trace file), in the order they ran.
 */
export function longestTasks(trace, { count = 12, minMs = 30 } = {}) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const mains = events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`);
  const byThread = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !mains.includes(key)) continue;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  const [, thread] = [...byThread].sort((a, b) => b[1].length - a[1].length)[0] ?? [null, []];
  thread.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const start = thread[0]?.ts ?? 0;
  // Top-level tasks only: a task runs inside another (RunTask around ThreadControllerImpl::RunTask).
  let taskEnd = 0;
  const tasks = thread.filter((e) => {
    if (!TASK.has(e.name) || e.ts < taskEnd) return false;
    taskEnd = e.ts + e.dur;
    return e.dur >= minMs * 1000;
  });
  const longest = new Set([...tasks].sort((a, b) => b.dur - a.dur).slice(0, count));
  const lines = [];
  for (const task of tasks.filter((t) => longest.has(t))) {
    const end = task.ts + task.dur;
    // Direct children: events inside the task and not inside an earlier child.
    const children = new Map();
    let childEnd = 0;
    for (const e of thread) {
      if (e === task || e.ts < task.ts || e.ts >= end) continue;
      // Looked through: the scheduler's wrapper inside the task.
      if (e.ts < childEnd || TASK.has(e.name)) continue;
      childEnd = e.ts + (e.dur ?? 0);
      const name = label(e);
      children.set(name, (children.get(name) ?? 0) + (e.dur ?? 0));
    }
    const parts = [...children]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)} ms`);
    lines.push(
      `  task at +${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms — ${parts.join('; ')}`,
    );
  }
  return lines.length ? lines : [`  no task of ${minMs} ms or more`];
}

/**
 * Lines naming the `count` functions with the most self time in a V8 CPU profile (CDP
 * Profiler.stop's `profile`), with their script, and the share of the profile each took.
 */
export function topFunctions(profile, { count = 15 } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const name = `${functionName || '(anonymous)'} ${String(url).split('/').pop()}:${lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + ms);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, ms]) =>
        `  ${ms.toFixed(0).padStart(5)} ms ${((ms / total) * 100).toFixed(0).padStart(3)}%  ${name}`,
    );
}
