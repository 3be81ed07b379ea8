import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '@/firebase/config';

const BUCKET = `${DEMO_PROJECT_ID}.appspot.com`;

/**
 * The Storage rules runtime (scripts/storage-rules-runtime) on its own, through firebase-tools'
 * line-delimited JSON protocol: compile errors name file and line (and stop the emulator start),
 * and a verify round trip with a Firestore document read. The rules matrix itself is
 * storage-rules.test.ts, through the Storage emulator.
 */
const jar = process.env.STORAGE_RULES_RUNTIME_JAR;
const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
if (!jar) {
  console.warn(
    "[storage-rules-runtime] skipped: this run does not use the project's Storage rules runtime (the [emulators] line names the one it uses)",
  );
}

type Message = Record<string, unknown> & {
  id?: number;
  errors?: string[];
  warnings?: string[];
  result?: Record<string, unknown>;
  context?: { path: string };
};

/** Drives one runtime process: send a line, read the next JSON line. */
class Runtime {
  private readonly queue: Message[] = [];
  private readonly waiting: ((message: Message) => void)[] = [];
  readonly child: ChildProcessWithoutNullStreams;

  constructor(jarPath: string) {
    this.child = spawn(java, ['-jar', jarPath, 'serve']);
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      let message: Message;
      try {
        message = JSON.parse(line) as Message;
      } catch {
        return; // plain lines (debug()) are logged by firebase-tools, not answers
      }
      const waiter = this.waiting.shift();
      if (waiter) waiter(message);
      else this.queue.push(message);
    });
  }

  next(): Promise<Message> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  send(message: Record<string, unknown>): Promise<Message> {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
    return this.next();
  }
}

// ExpressionValues as firebase-tools builds them (lib/emulator/storage/rules/runtime.js).
type Expression = Record<string, unknown>;
function value(input: unknown): Expression {
  if (input === null || input === undefined) return { null_value: null };
  if (typeof input === 'string') return { string_value: input };
  if (typeof input === 'boolean') return { bool_value: input };
  if (typeof input === 'number')
    return Number.isInteger(input) ? { int_value: input } : { float_value: input };
  if (input instanceof Date) return { timestamp_value: input.toISOString() };
  if (Array.isArray(input)) return { list_value: { values: input.map(value) } };
  return {
    map_value: {
      fields: Object.fromEntries(Object.entries(input).map(([key, v]) => [key, value(v)])),
    },
  };
}

function verifyRequest(
  id: number,
  options: {
    method: string;
    objectPath: string;
    uid?: string;
    token?: object;
    after?: object;
    rulesetName?: string;
  },
) {
  const path = `/b/${BUCKET}/o/${options.objectPath}`;
  return {
    action: 'verify',
    id,
    context: {
      rulesetName: options.rulesetName ?? 'rules',
      service: 'firebase.storage',
      path,
      method: options.method,
      delimiter: '',
      variables: {
        resource: value(null),
        request: {
          map_value: {
            fields: {
              path: {
                path_value: {
                  segments: path
                    .split('/')
                    .filter(Boolean)
                    .map((simple) => ({ simple })),
                },
              },
              time: value(new Date()),
              resource: value(options.after ?? null),
              auth: options.uid
                ? value({ uid: options.uid, token: { user_id: options.uid, ...options.token } })
                : value(null),
            },
          },
        },
      },
    },
  };
}

const photo = (contentType = 'image/png', size = 1024) => ({
  name: 'lost-items/hotel-a/L1/1767225600000-wallet.png',
  bucket: BUCKET,
  size,
  contentType,
  timeCreated: new Date(),
  metadata: {},
});

// A Firestore document as the Firestore emulator's REST API returns it.
function lostItem(fields: { deleted?: boolean; createdAt?: string; hotelId?: string } = {}) {
  return {
    name: `projects/${DEMO_PROJECT_ID}/databases/(default)/documents/lost-items/L1`,
    fields: {
      hotelId: { stringValue: fields.hotelId ?? 'hotel-a' },
      userId: { stringValue: 'guest-1' },
      status: { stringValue: 'pending' },
      deleted: { booleanValue: fields.deleted ?? false },
      imageUrls: { arrayValue: { values: [{ stringValue: 'https://example.test/1.png' }] } },
      photoSlots: { arrayValue: { values: [{ stringValue: '1767225600000-wallet.png' }] } },
      createdAt: { timestampValue: fields.createdAt ?? new Date().toISOString() },
      viewed: { booleanValue: false },
      matchId: { nullValue: null },
      version: { integerValue: '3' },
    },
  };
}

const BROKEN = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    allow read: if request.auth != null &&;
  }
}
`;

describe.skipIf(!jar)(
  `storage rules runtime (${jar ? 'the project runtime' : 'skipped: no Storage rules runtime'})`,
  () => {
    let runtime: Runtime;
    let nextId = 0;

    beforeAll(async () => {
      runtime = new Runtime(jar!);
      const ready = await runtime.next();
      expect(ready.id).toBe(-1);
    }, 60_000);
    afterAll(() => {
      runtime?.child.kill();
    });

    it('reports a syntax error with its file and line, and loads no ruleset', async () => {
      const answer = await runtime.send({
        action: 'load_ruleset',
        id: nextId++,
        context: {
          rulesetName: 'broken',
          source: { files: [{ name: 'storage.rules', content: BROKEN }] },
        },
      });
      expect(answer.errors?.length).toBeGreaterThan(0);
      // firebase-tools logs "<description> in <fileName_>:<line_>" from this shape.
      const issue = JSON.parse(answer.errors![0]) as {
        description_: string;
        sourcePosition_: { fileName_: string; line_: number };
      };
      expect(issue.sourcePosition_).toMatchObject({ fileName_: 'storage.rules', line_: 4 });
      expect(issue.description_).toMatch(/\S/);
      expect(answer.result?.rulesVersion).toBeUndefined();

      const verify = await runtime.send(
        verifyRequest(nextId++, { method: 'get', objectPath: 'x/y', rulesetName: 'broken' }),
      );
      expect(verify.errors?.length).toBeGreaterThan(0);
    });

    it('compiles storage.rules (rules_version 2, cross-service firestore.get)', async () => {
      const answer = await runtime.send({
        action: 'load_ruleset',
        id: nextId++,
        context: {
          rulesetName: 'rules',
          source: {
            files: [{ name: 'storage.rules', content: readFileSync('storage.rules', 'utf8') }],
          },
        },
      });
      expect(answer.errors).toEqual([]);
      expect(answer.result).toEqual({ rulesVersion: 2 });
    });

    /** A guest's upload: the runtime asks for the lost item, the test answers as firebase-tools. */
    async function upload(
      document: { status: 'ok'; result: object } | { status: 'not_found' },
      options: { uid?: string; contentType?: string } = {},
    ) {
      const id = nextId++;
      const fetch = await runtime.send(
        verifyRequest(id, {
          method: 'create',
          objectPath: 'lost-items/hotel-a/L1/1767225600000-wallet.png',
          uid: options.uid ?? 'guest-1',
          token: { firebase: { sign_in_provider: 'anonymous' } },
          after: photo(options.contentType),
        }),
      );
      if (fetch.action !== 'fetch_firestore_document') return fetch;
      expect(fetch).toMatchObject({
        id,
        server_request_id: id,
        context: { path: '/databases/(default)/documents/lost-items/L1' },
      });
      return runtime.send({ ...document, warnings: [], errors: [], id });
    }

    it('permits the reporter to upload into their pending lost item (document read back)', async () => {
      const answer = await upload({ status: 'ok', result: lostItem() });
      expect(answer).toMatchObject({ status: 'ok', errors: [], result: { permit: true } });
    });

    it('denies when the item is missing, deleted, of another hotel, too old, or not theirs', async () => {
      const denied = [
        await upload({ status: 'not_found' }),
        await upload({ status: 'ok', result: lostItem({ deleted: true }) }),
        await upload({ status: 'ok', result: lostItem({ hotelId: 'hotel-b' }) }),
        await upload({
          status: 'ok',
          result: lostItem({ createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString() }),
        }),
        await upload({ status: 'ok', result: lostItem() }, { uid: 'guest-2' }),
      ];
      for (const answer of denied) expect(answer).toMatchObject({ result: { permit: false } });
    });

    it('denies an SVG without reading Firestore', async () => {
      const id = nextId++;
      const answer = await runtime.send(
        verifyRequest(id, {
          method: 'create',
          objectPath: 'lost-items/hotel-a/L1/1767225600000-wallet.png',
          uid: 'guest-1',
          after: photo('image/svg+xml'),
        }),
      );
      expect(answer).toMatchObject({ id, status: 'ok', result: { permit: false } });
    });

    it('an evaluation error is a deny, with a warning', async () => {
      const result = lostItem();
      (result.fields as Record<string, unknown>).createdAt = { stringValue: 'yesterday' };
      const answer = await upload({ status: 'ok', result });
      expect(answer).toMatchObject({ result: { permit: false } });
      expect(answer.warnings?.join(' ')).toMatch(/evaluation error/i);
    });

    it('reads each Firestore document once, at most two per evaluation (as production)', async () => {
      const exists = (id: string) => `firestore.exists(/databases/(default)/documents/a/${id})`;
      const loaded = await runtime.send({
        action: 'load_ruleset',
        id: nextId++,
        context: {
          rulesetName: 'documents',
          source: {
            files: [
              {
                name: 'documents.rules',
                content: `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /two/{file} { allow get: if ${exists('1')} && ${exists('1')} && !${exists('2')}; }
    match /three/{file} { allow get: if ${exists('1')} && !${exists('2')} && !${exists('3')}; }
  }
}
`,
              },
            ],
          },
        },
      });
      expect(loaded.errors).toEqual([]);

      const get = (folder: string) =>
        verifyRequest(nextId++, {
          method: 'get',
          objectPath: `${folder}/x.png`,
          rulesetName: 'documents',
        });
      const found = { status: 'ok', result: { name: 'x/databases/(default)/documents/a/1' } };
      const missing = { status: 'not_found' };
      const answerFetch = (fetch: Message, document: object) =>
        runtime.send({ ...document, warnings: [], errors: [], id: fetch.id });

      // Two distinct documents, one of them asked for twice: two reads, then the answer.
      const two = get('two');
      let message = await runtime.send(two);
      expect(message.context?.path).toBe('/databases/(default)/documents/a/1');
      message = await answerFetch(message, found);
      expect(message.context?.path).toBe('/databases/(default)/documents/a/2');
      message = await answerFetch(message, missing);
      expect(message).toMatchObject({ id: two.id, result: { permit: true } });

      // A third distinct document is an evaluation error: denied, without a third read.
      const three = get('three');
      message = await runtime.send(three);
      message = await answerFetch(message, found);
      expect(message.context?.path).toBe('/databases/(default)/documents/a/2');
      message = await answerFetch(message, missing);
      expect(message).toMatchObject({ id: three.id, result: { permit: false } });
      // The engine names the call that failed: the read of the third document.
      expect(message.warnings?.join(' ')).toMatch(/firestore\.exists.*simple: "3"/);
    });

    it('a syntax error in storage.rules stops the emulator start with file and line', () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'storage-rules-'));
      const broken = path.join(dir, 'storage.rules');
      writeFileSync(broken, BROKEN);
      // The same check scripts/lib/emulators.mjs runs before `firebase emulators:*` starts.
      const script = `
        import { checkStorageRules, storageRulesError } from './scripts/lib/emulators.mjs';
        import { findJava } from './scripts/lib/java.mjs';
        const checked = checkStorageRules(findJava(), ${JSON.stringify(jar)}, ${JSON.stringify(broken)});
        if (checked.ok !== false) { console.log(JSON.stringify(checked)); process.exit(3); }
        console.error(storageRulesError(${JSON.stringify(broken)}, checked.errors).message);
        process.exit(1);
      `;
      const run = spawnSync('node', ['--input-type=module', '-e', script], {
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`${broken} does not compile:`);
      expect(run.stderr).toContain(`${broken}:4:`);
    }, 60_000);
  },
);
