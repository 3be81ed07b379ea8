import { describe, expect, it } from 'vitest';
import { sendInItemOrder } from './send-in-order';

// The sender of offline changes (docs/offline.md, "Changing an item with no network"): one change
// that cannot be sent for now holds back its own item's later changes, not the other items'.

const change = (id: string, itemId: string) => ({ id, itemId });
const entries = [change('a1', 'A'), change('a2', 'A'), change('b1', 'B'), change('c1', 'C')];

async function run(fails: Record<string, 'refused' | 'later'>, online = () => true) {
  const sent: string[] = [];
  const outcome = await sendInItemOrder(
    entries,
    (entry) => {
      if (fails[entry.id]) return Promise.reject(new Error(entry.id));
      sent.push(entry.id);
      return Promise.resolve();
    },
    (entry) => Promise.resolve(fails[entry.id] ?? 'later'),
    online,
  );
  return { sent, outcome };
}

describe('sendInItemOrder', () => {
  it("a change to try later holds back its item's later changes only", async () => {
    expect(await run({ a1: 'later' })).toEqual({ sent: ['b1', 'c1'], outcome: 'later' });
  });

  it('a refused change holds nothing back', async () => {
    expect(await run({ a1: 'refused' })).toEqual({ sent: ['a2', 'b1', 'c1'], outcome: 'done' });
  });

  it('all sent: done; the network gone: the rest waits', async () => {
    expect(await run({})).toEqual({ sent: ['a1', 'a2', 'b1', 'c1'], outcome: 'done' });
    let calls = 0;
    expect(await run({}, () => ++calls <= 2)).toEqual({ sent: ['a1', 'a2'], outcome: 'later' });
  });

  it('each change is given the ones after it', async () => {
    const seen: string[][] = [];
    await sendInItemOrder(
      entries,
      (_entry, later) => {
        seen.push(later.map((other) => other.id));
        return Promise.resolve();
      },
      () => Promise.resolve('later'),
      () => true,
    );
    expect(seen[0]).toEqual(['a2', 'b1', 'c1']);
    expect(seen[3]).toEqual([]);
  });
});
