#!/usr/bin/env node
// Export benchmark (issue: Cloud Functions). Seeds 10,000 items in the emulators, then calls the
// exportItems callable the way the SPA does and prints rows per second.
// Run: npm run bench:export   (starts the emulators itself)
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { PROJECT_ID } from './lib/emulators.mjs';
import { seedBenchHotel } from './lib/bench-seed.mjs';

const HOTEL = 'bench-export';
const EMAIL = 'bench-export@example.com';
const PASSWORD = 'bench-pass-123';
const FOUND = 5000;
const LOST = 5000;

const seedStart = performance.now();
await seedBenchHotel({
  hotelId: HOTEL,
  found: FOUND,
  lost: LOST,
  adminEmail: EMAIL,
  password: PASSWORD,
});
console.log(
  `seeded ${FOUND + LOST} items in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
);

const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key', appId: 'bench' });
const auth = getAuth(app);
connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, {
  disableWarnings: true,
});
const functions = getFunctions(app, 'us-central1');
const origin = new URL(process.env.FUNCTIONS_EMULATOR_ORIGIN);
connectFunctionsEmulator(functions, origin.hostname, Number(origin.port));
await signInWithEmailAndPassword(auth, EMAIL, PASSWORD);
const exportItems = httpsCallable(functions, 'exportItems', { timeout: 120_000 });

// One warm-up call (the functions emulator loads the code on first use), then three timed runs.
await exportItems({ hotelId: HOTEL, type: 'found', language: 'en' });
const runs = [];
for (let run = 0; run < 3; run += 1) {
  const start = performance.now();
  const { data } = await exportItems({ hotelId: HOTEL, type: 'all', language: 'ja' });
  const seconds = (performance.now() - start) / 1000;
  const rows = String(data).split('\r\n').length - 1;
  runs.push({ rows, seconds });
}
const best = runs.reduce((a, b) => (a.seconds < b.seconds ? a : b));
for (const [i, r] of runs.entries())
  console.log(`run ${i + 1}: ${r.rows} rows in ${r.seconds.toFixed(2)} s`);
console.log(
  `export (type all, ${best.rows} rows): ${Math.round(best.rows / best.seconds)} rows/s (best of 3)`,
);
process.exit(0);
