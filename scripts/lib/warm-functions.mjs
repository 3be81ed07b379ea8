// Why no tool does this: the functions emulator starts each worker on its first call; npm start
// makes that call before ready.
// The functions emulator starts a worker process for each function the first time it is called,
// and that first call waits for the worker to load the functions bundle: up to 25 s on two busy
// cores. `npm start` calls each HTTP function once before it says ready (scripts/start.mjs), with
// a request no function acts on, and times the calls a person would make after ready.
// Node's built-ins only (start.mjs runs before the installs).

/**
 * The HTTP functions the functions emulator serves (its /backends, the list the Emulator UI
 * reads): [{ name, callable }], callables first, by name.
 */
export function httpFunctions(backends) {
  return (backends?.backends ?? [])
    .flatMap((backend) => backend.functionTriggers ?? [])
    .filter((trigger) => trigger.httpsTrigger !== undefined && trigger.name)
    .map((trigger) => ({
      name: trigger.name,
      callable: trigger.labels?.['deployment-callable'] === 'true',
    }))
    .sort((a, b) => Number(b.callable) - Number(a.callable) || a.name.localeCompare(b.name));
}

/**
 * The HTTP functions, once the functions emulator has loaded them (it joins the hub before it
 * has read the bundle): asked again until it names some, for at most `timeoutMs`.
 */
export async function listHttpFunctions(functionsPort, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${functionsPort}/backends`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok)
      throw new Error(`the functions emulator's /backends answered ${response.status}`);
    const functions = httpFunctions(await response.json());
    if (functions.length > 0) return functions;
    if (Date.now() >= deadline) throw new Error('the functions emulator names no HTTP function');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * One call of a function that no function acts on: a callable's body without `data`, which
 * firebase-functions refuses (400) before the function's code runs; a GET with no session for
 * the others (/api/session answers 401). The worker is started, and nothing is read or written.
 * Resolves to { ms, status } (status 0 when the request failed).
 */
export async function callUnused(functionsPort, projectId, fn, timeoutMs = 120_000) {
  const url = `http://127.0.0.1:${functionsPort}/${projectId}/us-central1/${fn.name}`;
  const since = performance.now();
  try {
    const response = await fetch(
      url,
      fn.callable
        ? {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
            signal: AbortSignal.timeout(timeoutMs),
          }
        : { signal: AbortSignal.timeout(timeoutMs) },
    );
    await response.arrayBuffer();
    return { ms: performance.now() - since, status: response.status };
  } catch {
    return { ms: performance.now() - since, status: 0 };
  }
}

/**
 * Calls each function once, `concurrency` at a time (each worker's start takes a core for a
 * second or more), and once more any whose worker failed to start (status 0 or 5xx). Resolves to
 * the names that still failed.
 */
export async function warmFunctions(functionsPort, projectId, functions, concurrency = 2) {
  const queue = [...functions];
  const failed = [];
  const lane = async () => {
    for (let fn = queue.shift(); fn; fn = queue.shift()) {
      let { status } = await callUnused(functionsPort, projectId, fn);
      if (status === 0 || status >= 500)
        ({ status } = await callUnused(functionsPort, projectId, fn));
      if (status === 0 || status >= 500) failed.push(fn.name);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return failed;
}

/**
 * A real first call after ready: signs in as `account` at the Auth emulator and calls `name`
 * with `data`, as the app does. Resolves to { ms } of the call alone, or { error }.
 */
export async function timeSignedInCall(ports, projectId, { email, password }, name, data) {
  try {
    const signIn = await fetch(
      `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      },
    );
    const { idToken } = await signIn.json();
    if (!idToken) return { error: `signing in as ${email} failed (${signIn.status})` };
    const since = performance.now();
    const response = await fetch(
      `http://127.0.0.1:${ports.functions}/${projectId}/us-central1/${name}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
        body: JSON.stringify({ data }),
        signal: AbortSignal.timeout(60_000),
      },
    );
    const body = await response.json().catch(() => ({}));
    const ms = performance.now() - since;
    return response.ok && body.result !== undefined
      ? { ms }
      : { ms, error: `${name} answered ${response.status}` };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * A page as a browser first opens it: the document, then every script, stylesheet and preload it
 * names, in parallel. Resolves to { ms, files } (files fetched besides the document).
 */
export async function timeFirstPage(url) {
  const since = performance.now();
  const headers = { accept: 'text/html', 'accept-language': 'en' };
  const page = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  if (!page.ok) throw new Error(`${url} answered ${page.status}`);
  const html = await page.text();
  const files = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isLink = tag.startsWith('<link');
    if (isLink && !/\brel="(?:modulepreload|stylesheet|preload)"/.test(tag)) continue;
    const address = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (address && !/^(?:[a-z]+:)?\/\//i.test(address)) files.add(new URL(address, url).href);
  }
  await Promise.all(
    [...files].map(async (file) => {
      const response = await fetch(file, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${file} answered ${response.status}`);
    }),
  );
  return { ms: performance.now() - since, files: files.size };
}
