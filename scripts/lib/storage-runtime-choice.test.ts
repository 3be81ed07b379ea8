import { describe, expect, it } from 'vitest';
import { chooseStorageRuntime } from './storage-runtime-choice.mjs';

type Available = {
  environment?: string;
  cached?: string;
  downloadable?: boolean;
  project?: { runtime?: { jar: string }; reason?: string };
};

/** Probes that answer from `available` and record which were asked. */
function probes(available: Available) {
  const asked: string[] = [];
  return {
    asked,
    probes: {
      fromEnvironment: () => (asked.push('environment'), available.environment),
      cached: () => (asked.push('cached'), available.cached),
      downloadable: () => (asked.push('downloadable'), Promise.resolve(!!available.downloadable)),
      project: () => (
        asked.push('project'),
        available.project ?? { reason: 'no Google Cloud SDK jar' }
      ),
    },
  };
}

const project = { runtime: { jar: '/repo/.cache/emulators/storage-rules-runtime.jar' } };

describe('the Storage rules runtime a run uses', () => {
  it("prefers firebase-tools' cached runtime to the project's, without building the project's", async () => {
    const { probes: p, asked } = probes({ cached: '/home/dev/.cache/firebase/x.jar', project });
    expect(await chooseStorageRuntime(p)).toEqual({
      kind: 'firebase-tools-cached',
      value: '/home/dev/.cache/firebase/x.jar',
    });
    expect(asked).toEqual(['environment', 'cached']);
  });

  it("prefers firebase-tools' download (internet) to the project's", async () => {
    const { probes: p, asked } = probes({ downloadable: true, project });
    expect((await chooseStorageRuntime(p)).kind).toBe('firebase-tools-download');
    expect(asked).not.toContain('project');
  });

  it("uses the project's runtime when firebase-tools' is neither cached nor downloadable", async () => {
    const { probes: p } = probes({ project });
    expect(await chooseStorageRuntime(p)).toEqual({ kind: 'project', value: project.runtime });
  });

  it("falls back to the stand-in, with the project's reason, when nothing else can run", async () => {
    const { probes: p } = probes({ project: { reason: 'the JDK has no javac' } });
    expect(await chooseStorageRuntime(p)).toEqual({
      kind: 'stand-in',
      value: 'the JDK has no javac',
    });
  });

  it('takes a runtime named in STORAGE_EMULATOR_BINARY_PATH before any other', async () => {
    const { probes: p, asked } = probes({ environment: '/opt/rules.jar', cached: '/c.jar' });
    expect(await chooseStorageRuntime(p)).toEqual({ kind: 'environment', value: '/opt/rules.jar' });
    expect(asked).toEqual(['environment']);
  });
});
