// Types of storage-runtime-choice.mjs for its test.
export type StorageRuntimeKind =
  'environment' | 'firebase-tools-cached' | 'firebase-tools-download' | 'project' | 'stand-in';
export declare function chooseStorageRuntime<Runtime>(probes: {
  fromEnvironment: () => string | undefined | false;
  cached: () => string | undefined | false;
  downloadable: () => boolean | Promise<boolean>;
  project: () =>
    { runtime?: Runtime; reason?: string } | Promise<{ runtime?: Runtime; reason?: string }>;
}): Promise<{ kind: StorageRuntimeKind; value: unknown }>;
