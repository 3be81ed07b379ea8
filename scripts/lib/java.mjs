// Why no tool does this: firebase-tools takes the first java on PATH; the emulators need 21 or
// later, wherever it is.
// Finds a JDK 21+ for the Firebase emulators: JAVA_HOME, then PATH, then /usr/lib/jvm/*.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const MIN_JAVA = 21;

function javaMajor(javaBin) {
  // `java -version` prints to stderr.
  const result = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

function candidates() {
  const list = [];
  if (process.env.JAVA_HOME) list.push({ home: process.env.JAVA_HOME, source: 'JAVA_HOME' });
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'java'))) {
      list.push({ home: null, bin: path.join(dir, 'java'), source: 'PATH' });
    }
  }
  const jvmRoot = '/usr/lib/jvm';
  if (existsSync(jvmRoot)) {
    for (const name of readdirSync(jvmRoot).sort().reverse()) {
      list.push({ home: path.join(jvmRoot, name), source: jvmRoot });
    }
  }
  return list;
}

/**
 * Returns { home, bin, major } for the first JDK 21+ found, or throws an Error whose message says
 * plainly what to install.
 */
export function findJava() {
  const seen = [];
  for (const candidate of candidates()) {
    const bin = candidate.bin ?? path.join(candidate.home, 'bin', 'java');
    if (!existsSync(bin)) continue;
    const major = javaMajor(bin);
    seen.push(`${bin} (${major || 'unknown version'}, from ${candidate.source})`);
    if (major >= MIN_JAVA) {
      const home = candidate.home ?? path.dirname(path.dirname(bin));
      const javac = path.join(home, 'bin', 'javac');
      return { home, bin, major, javac: existsSync(javac) ? javac : null };
    }
  }
  throw new Error(
    [
      `The Firebase emulators need Java ${MIN_JAVA} or newer, and none was found.`,
      seen.length
        ? `Found only: ${seen.join('; ')}.`
        : 'No java was found on JAVA_HOME, PATH or in /usr/lib/jvm.',
      'Install a JDK 21+ (Debian/Ubuntu: `apt-get install openjdk-21-jdk-headless`, or a Temurin JDK) and/or set JAVA_HOME to it.',
    ].join('\n'),
  );
}
