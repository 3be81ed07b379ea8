import fixture from '../../../tests/fixtures/matching-pairs.json';
import { toFoundItem, toLostItem } from '../records';
import { rankFoundCandidates } from '../match-scoring';
import { rankFoundCandidatesExplained } from './rank';
import { readText } from './concepts';
import { foundProfile } from './similarity';
const H = { hotelId: 'h', status: 'pending', matchId: null };
const found = fixture.found.map((f) => toFoundItem(f.id, { ...H, ...f }));
const lost = toLostItem('L', { ...H, ...fixture.lost[0] });
const make = (tag: string) =>
  Array.from({ length: 2000 }, (_, i) => {
    const s = found[i % found.length]!;
    return { ...s, id: `${i}`, description: `${s.description} ${tag}${i}` };
  });
const best: Record<string, number> = {};
const time = (label: string, fn: () => void) => {
  const t = performance.now();
  fn();
  const d = performance.now() - t;
  best[label] = Math.min(best[label] ?? Infinity, d);
};
for (let round = 0; round < 15; round++) {
  const many = make(`r${round}x`);
  time('readText only (new texts)', () => {
    for (const f of many) {
      readText(`${f.itemName}\n${f.description}\n${f.comments}`);
      readText(`${f.hotelComplex} ${f.otherLocation}`);
    }
  });
  const copies = many.map((f) => ({ ...f }));
  time('profiles only (texts read)', () => {
    for (const f of copies) foundProfile(f);
  });
  time('rank (profiles ready)', () => rankFoundCandidatesExplained({ ...lost }, copies));
  time('rank again (new objects, texts read)', () =>
    rankFoundCandidatesExplained(
      { ...lost },
      many.map((f) => ({ ...f })),
    ),
  );
  time('rank first time (new texts)', () =>
    rankFoundCandidatesExplained({ ...lost }, make(`q${round}y`)),
  );
  time('spec only', () => rankFoundCandidates(lost, copies));
}
for (const [k, v] of Object.entries(best))
  console.log(k.padEnd(40), v.toFixed(1), 'ms (best of 15)');
