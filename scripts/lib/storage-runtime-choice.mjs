// Why no tool does this: firebase-tools can only download its Storage rules runtime; the choice
// among the others is here.
// The choice of the Storage emulator's rules runtime (scripts/lib/emulators.mjs), apart from the
// file system and the network so a unit test can give it every situation.
/**
 * Which Storage rules runtime a run uses, in this order: one named by STORAGE_EMULATOR_BINARY_PATH;
 * firebase-tools' own (cached, or downloadable); the project's (scripts/storage-rules-runtime)
 * when firebase-tools' cannot be had (no internet); else the stand-in that enforces nothing.
 * `probes` answer what is available, each asked only when every earlier choice failed:
 * fromEnvironment(), cached(), downloadable() (may be async) return a truthy value or not;
 * project() returns { runtime } or { reason }. Returns { kind, value } with kind one of
 * 'environment', 'firebase-tools-cached', 'firebase-tools-download', 'project', 'stand-in'
 * (then value is the reason the project's runtime could not be used).
 */
export async function chooseStorageRuntime(probes) {
  const fromEnvironment = probes.fromEnvironment();
  if (fromEnvironment) return { kind: 'environment', value: fromEnvironment };
  const cached = probes.cached();
  if (cached) return { kind: 'firebase-tools-cached', value: cached };
  if (await probes.downloadable()) return { kind: 'firebase-tools-download', value: true };
  const project = await probes.project();
  if (project.runtime) return { kind: 'project', value: project.runtime };
  return { kind: 'stand-in', value: project.reason ?? '' };
}
