#!/usr/bin/env node
// Why no tool does this: firebase-tools imports exports, not a demo built from the app's own
// document builders.
// Seeds the emulators with demo hotels, accounts, items in every state, matches and photos.
// Refuses to run against anything but a `demo-` project on the local emulators.
// Usage: npm run seed [-- --force]   (--force wipes the emulators first)
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { emulatorPorts, PROJECT_ID } from './lib/emulators.mjs';
import { DEMO_ACCOUNTS, DEMO_HOTELS, DEMO_STATUS_REPORT } from './lib/demo-accounts.mjs';
import * as documents from './lib/documents.mjs';

const projectId = process.env.GCLOUD_PROJECT ?? PROJECT_ID;
if (!projectId.startsWith('demo-')) {
  console.error(
    `Refusing to seed project "${projectId}": only demo- projects on the emulators are seeded.`,
  );
  process.exit(1);
}
const ports = emulatorPorts();
process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `127.0.0.1:${ports.storage}`;

const { initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
const { getStorage } = await import('firebase-admin/storage');

const BUCKET = `${projectId}.appspot.com`;
const app = initializeApp({ projectId, storageBucket: BUCKET }, 'seed');
const auth = getAuth(app);
const db = getFirestore(app);
const bucket = getStorage(app).bucket(BUCKET);

const force = process.argv.includes('--force');

async function wipe() {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${projectId}/accounts`,
    {
      method: 'DELETE',
    },
  );
}

// ---------- tiny PNG maker, so the demo photos need no files in git ----------
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A 160x120 PNG: a coloured card with a lighter band, enough to tell photos apart. */
function demoPng([r, g, b]) {
  const width = 160;
  const height = 120;
  const rows = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    const band = y > 40 && y < 80;
    for (let x = 0; x < width; x += 1) {
      const light = band && x > 30 && x < 130 ? 70 : 0;
      row[1 + x * 3] = Math.min(255, r + light);
      row[2 + x * 3] = Math.min(255, g + light);
      row[3 + x * 3] = Math.min(255, b + light);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads a demo photo into a slot of the item's folder; returns its slot and download URL. */
async function uploadPhoto(collection, hotelId, itemId, name, colour) {
  const slot = `${Date.now()}-${name}.png`;
  const path = `${collection}/${hotelId}/${itemId}/${slot}`;
  const token = randomUUID();
  await bucket.file(path).save(demoPng(colour), {
    contentType: 'image/png',
    metadata: { metadata: { firebaseStorageDownloadTokens: token } },
  });
  return {
    slot,
    url: `http://127.0.0.1:${ports.storage}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=${token}`,
  };
}

// ---------- dates ----------
const NOW = new Date();
function daysAgo(days) {
  return new Date(NOW.getTime() - days * 86_400_000);
}
function isoDay(date) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const ts = (date) => Timestamp.fromDate(date);

// ---------- accounts ----------
async function seedAccounts() {
  const uids = {};
  for (const account of DEMO_ACCOUNTS) {
    const user = await auth.createUser({
      email: account.email,
      password: account.password,
      displayName: account.displayName,
    });
    const claims = { admin: account.admin, staff: account.staff, accessibleHotels: account.hotels };
    await auth.setCustomUserClaims(user.uid, claims);
    await db.doc(`users/${user.uid}`).set(documents.userProfile(account, claims, ts(NOW)));
    uids[account.email] = user.uid;
  }
  return uids;
}

// ---------- items ----------
function foundItem(hotelId, staff, fields, { daysOld, status = 'pending', viewed = false }) {
  const created = daysAgo(daysOld);
  const written = {
    ...documents.BLANK_FOUND_ITEM_DETAILS,
    ...fields,
    hotelId,
    dateFound: isoDay(created),
    finderName: staff.displayName,
  };
  return { ...documents.newFoundItem(written, staff, ts(created)), status, viewed };
}

const LOST_DEFAULTS = {
  description: '',
  email: '',
  phone: '',
  country: '',
  stayDateFrom: '',
  stayDateUntil: '',
  colour: '',
  brand: '',
  language: 'en',
};

function lostItem(hotelId, fields, { daysOld, viewed = false }) {
  const written = {
    hotelId,
    ...LOST_DEFAULTS,
    ...fields,
    dateLost: fields.dateLost ?? isoDay(daysAgo(daysOld + 1)),
  };
  return { ...documents.newLostItem(written, null, ts(daysAgo(daysOld))), viewed };
}

const COLOURS = [
  [28, 126, 214],
  [224, 49, 49],
  [47, 158, 68],
  [240, 140, 0],
  [112, 72, 232],
  [12, 166, 120],
  [134, 142, 150],
];

/** The hotel document, with the contact shown in guest mails and on the status page. */
function seedHotelDocument(hotel, hotelIndex) {
  return db.doc(`hotels/${hotel.id}`).set(
    documents.newHotel(
      hotel.displayName,
      {
        emailNotifications: hotelIndex === 0,
        updatedAt: hotelIndex === 0 ? ts(daysAgo(30)) : null,
      },
      {
        contactEmail: `front-desk@${hotel.id}.example`,
        contactPhone: `+81 3 5555 010${hotelIndex}`,
      },
    ),
  );
}

/** The found items of one hotel: pending, matched (made so by demoMatches) and discarded. */
function demoFoundItems(hotelId, staff, admin) {
  // Where an item turned up (a room, a part of the hotel or elsewhere) is among `fields`.
  const kind = (status, viewed) => (itemType, itemName, storageLocation, daysOld, fields) =>
    foundItem(
      hotelId,
      staff,
      { itemType, itemName, storageLocation, ...fields },
      { daysOld, status, viewed },
    );
  const pendingUnread = kind('pending', false);
  const pendingRead = kind('pending', true);
  const matched = kind('matched', true);
  const discarded = kind('discarded', true);
  const found = {
    phone: pendingUnread('Phone', 'iPhone 15, blue case', 'Front desk safe', 2, {
      roomNumber: '1204',
      description: 'Cracked corner on the case',
    }),
    scarf: pendingRead('Scarf', 'Navy wool scarf', 'Cloakroom shelf B', 4, {
      hotelComplex: 'Restaurant',
    }),
    charger: pendingUnread('Charger', 'USB-C laptop charger', 'Box 3', 9, {
      otherLocation: 'Business lounge',
    }),
    passport: matched('Passport', 'UK passport', 'Manager safe', 6, {
      roomNumber: '807',
      firstName: 'Oliver',
      surname: 'Bennett',
      country: 'United Kingdom',
    }),
    watch: matched('Watch', 'Seiko watch, steel strap', 'Manager safe', 12, {
      hotelComplex: 'Spa',
    }),
    camera: matched('Camera', 'Fujifilm X100V', 'Front desk safe', 15, { roomNumber: '1510' }),
    laptop: matched('Laptop', 'MacBook Air 13"', 'Manager safe', 20, {
      hotelComplex: 'Lobby lounge',
    }),
    umbrella: discarded('Umbrella', 'Clear vinyl umbrella', 'Umbrella stand', 40, {
      otherLocation: 'Main entrance',
    }),
    book: discarded('Book', 'Paperback novel', 'Box 1', 45, { hotelComplex: 'Pool deck' }),
  };
  found.umbrella.discardedAt = ts(daysAgo(10));
  found.book.discardedAt = ts(daysAgo(8));
  for (const item of [found.umbrella, found.book]) {
    item.disposer = admin.displayName;
    item.disposerEmail = admin.email;
    item.disposerId = admin.uid;
  }
  return found;
}

/**
 * The guests behind the demo lost reports: [first name, surname, email, phone, country]. Phones are
 * stored complete in E.164 as the report form stores them (src/domain/phone.ts); Yuki wrote her name
 * in kanji, so the lists show it family name first (src/domain/person-name.ts).
 */
const DEMO_GUESTS = {
  emma: ['Emma', 'Wilson', 'emma.wilson@example.com', '+61412345678', 'Australia'],
  james: ['James', 'Carter', 'james.carter@example.com', '+447700900456', 'United Kingdom'],
  yuki: ['由紀', '田中', 'yuki.tanaka@example.jp', '+819012345678', 'Japan'],
  oliver: ['Oliver', 'Bennett', 'oliver.bennett@example.co.uk', '+447700900123', 'United Kingdom'],
  minjun: ['Min-jun', 'Kim', 'minjun.kim@example.kr', '+821012345678', 'South Korea'],
  lukas: ['Lukas', 'Müller', 'lukas.mueller@example.de', '+4915112345678', 'Germany'],
  sophie: ['Sophie', 'Martin', 'sophie.martin@example.fr', '+33612345678', 'France'],
};

/** The guests' lost reports of one hotel, some of them partners of the found items. */
function demoLostItems(hotelId) {
  // The stay is [from, until] in days ago; staff have opened every report older than a day.
  const report = (guest, itemType, itemName, locationLost, [from, until], daysOld, more) => {
    const [firstName, surname, email, phone, country] = DEMO_GUESTS[guest];
    const fields = { itemType, itemName, locationLost, firstName, surname, email, phone, country };
    const stay = { stayDateFrom: isoDay(daysAgo(from)), stayDateUntil: isoDay(daysAgo(until)) };
    return lostItem(hotelId, { ...fields, ...stay, ...more }, { daysOld, viewed: daysOld > 1 });
  };
  return {
    earbuds: report('emma', 'Headphones', 'AirPods Pro', 'Fitness centre', [6, 3], 1),
    phone: report('james', 'Phone', 'iPhone 15 in a blue case', 'Room 1204', [5, 2], 1, {
      description: 'Lock screen shows a photo of a dog',
    }),
    ring: report('yuki', 'Jewelry', 'Silver ring', 'Bathroom, room 602', [10, 8], 7, {
      language: 'ja',
    }),
    passport: report('oliver', 'Passport', 'British passport', 'Room 807', [9, 6], 5),
    watch: report('minjun', 'Watch', 'Seiko watch', 'Spa changing room', [14, 12], 11),
    camera: report('lukas', 'Camera', 'Fujifilm camera', 'Room 1510', [17, 15], 14),
    laptop: report('sophie', 'Laptop', 'MacBook Air', 'Lobby lounge', [22, 20], 19),
  };
}

/** A fixed pseudo-random sequence (Park–Miller): the same references at every seed. */
function fixedRandom(seed) {
  let state = seed;
  return (n) => {
    state = (state * 48_271) % 2_147_483_647;
    return state % n;
  };
}

/**
 * Gives every lost report a reference of the real format (what onLostItemCreated assigns to new
 * reports) and returns the references/{ref} reservations the status page looks them up by. The
 * seed writes with the functions possibly not yet running, so it assigns them itself: otherwise
 * staff would wait on a reference that never comes, and /status could not be tried.
 */
function assignReferences(hotelId, lost, refs, hotelIndex) {
  const random = fixedRandom(hotelIndex + 1);
  const taken = new Set([DEMO_STATUS_REPORT.reference]);
  const reservations = [];
  for (const [key, item] of Object.entries(lost)) {
    const demo = hotelId === DEMO_STATUS_REPORT.hotelId && key === DEMO_STATUS_REPORT.key;
    let reference = demo ? DEMO_STATUS_REPORT.reference : '';
    while (!reference || (!demo && taken.has(reference)))
      reference = documents.generateReference(hotelId, random);
    taken.add(reference);
    Object.assign(item, { reference }, documents.lostItemDerived({ ...item, reference }));
    const itemId = refs[`lost.${key}`].id;
    reservations.push([
      db.doc(`references/${reference}`),
      { hotelId, itemId, createdAt: item.createdAt },
    ]);
  }
  return reservations;
}

/**
 * Creates the document references and uploads the photos (before the matches, so their summaries
 * carry the first image). Returns the references by `found.<key>` and `lost.<key>`.
 */
async function uploadDemoPhotos(hotelId, found, lost, hotelIndex) {
  const refs = {};
  let colour = hotelIndex;
  const sets = [
    ['found', 'found-items', found, ['phone', 'scarf', 'passport', 'camera', 'umbrella']],
    ['lost', 'lost-items', lost, ['phone', 'watch']],
  ];
  for (const [prefix, collection, items, withPhoto] of sets) {
    for (const [key, item] of Object.entries(items)) {
      const ref = db.collection(collection).doc();
      refs[`${prefix}.${key}`] = ref;
      if (withPhoto.includes(key)) {
        // The photo's object name is one of the item's slots, as the app names them.
        const photo = await uploadPhoto(
          collection,
          hotelId,
          ref.id,
          key,
          COLOURS[colour++ % COLOURS.length],
        );
        item.imageUrls = [photo.url];
        item.photoSlots = [photo.slot];
      }
    }
  }
  return refs;
}

const MATCHED_PAIRS = [
  { key: 'passport', status: 'matched', daysOld: 4 },
  { key: 'watch', status: 'confirmed', daysOld: 10 },
  { key: 'camera', status: 'on-hold', daysOld: 13 },
  { key: 'laptop', status: 'shipped', daysOld: 18, packageSize: 'medium', packageWeight: 1.6 },
];
const POSTAGE_FACTORS = { 'United Kingdom': 1.3, 'South Korea': 1, Germany: 1.3, France: 1.3 };
const POSTAGE_BASE = { small: 1000, medium: 2000, large: 3000 };

/** One match in each state, marking its two items matched. Returns [ref, document] pairs. */
function demoMatches(hotelId, admin, found, lost, refs) {
  return MATCHED_PAIRS.map((pair) => {
    const l = { ...lost[pair.key], id: refs[`lost.${pair.key}`].id };
    const f = { ...found[pair.key], id: refs[`found.${pair.key}`].id };
    const ref = db.collection('matches').doc();
    const matchedAt = ts(daysAgo(pair.daysOld));
    const later = (days) => ts(daysAgo(pair.daysOld - days));
    Object.assign(found[pair.key], { status: 'matched', matchId: ref.id, matchedAt });
    Object.assign(lost[pair.key], { status: 'matched', matchId: ref.id });
    const match = {
      ...documents.newMatch(l, f, { hotelId, createdBy: admin.uid, country: l.country }, matchedAt),
      status: pair.status,
      updatedAt: matchedAt,
      confirmedAt: ['confirmed', 'shipped'].includes(pair.status) ? later(1) : null,
      onHoldAt: pair.status === 'on-hold' ? later(1) : null,
      shippedAt: pair.status === 'shipped' ? later(3) : null,
      packageSize: pair.packageSize ?? null,
      packageWeight: pair.packageWeight ?? null,
      postageCost: pair.packageSize
        ? Math.round(POSTAGE_BASE[pair.packageSize] * (POSTAGE_FACTORS[l.country] ?? 1))
        : null,
      lastActivityId: '',
    };
    return [ref, match];
  });
}

/**
 * Answered message threads of the first hotel, so that its guests read "This hotel usually answers
 * within N hours" (it needs MIN_ANSWERS_FOR_MEDIAN, 5, first answers in the last 90 days: see
 * src/domain/thread-summary.ts). [report key, guest's words, hours ago, hours to the answer,
 * the answer]. First answers after 1.5, 2, 3, 5 and 20 hours: the median is 3 hours. The other
 * hotels have none, so their guests read the hotel's answer target instead.
 */
const DEMO_THREADS = [
  [
    'phone',
    'The lock screen shows my dog, a black labrador. I am still in Tokyo until Friday.',
    20,
    2,
    'Thank you. We are checking the phones handed in at the front desk and will write again today.',
  ],
  [
    'ring',
    '内側に「Y.T. 2019」と刻印があります。',
    150,
    3,
    '刻印の情報をありがとうございます。客室清掃の担当者に確認いたします。',
  ],
  [
    'passport',
    'I fly home on Sunday. Could you check the room safe too?',
    100,
    1.5,
    'We have found a UK passport and are checking its details against your report.',
  ],
  [
    'watch',
    'The strap has a scratch near the clasp.',
    250,
    5,
    'Thank you, that matches a watch found in the spa. We will confirm shortly.',
  ],
  [
    'camera',
    'It was in a grey camera bag with a spare battery.',
    320,
    20,
    'We found the camera in room 1510; the bag was not with it.',
  ],
];

/**
 * The first hotel's message threads (lost-items/{id}/messages) and each report's thread summary,
 * as the message functions write them. Returns [ref, message] pairs; the reports get `thread`.
 */
function demoThreads(lost, refs, staff) {
  const hoursAgo = (hours) => ts(new Date(NOW.getTime() - hours * 3_600_000));
  return DEMO_THREADS.flatMap(([key, guestText, askedHoursAgo, answerHours, staffText]) => {
    const report = lost[key];
    const itemRef = refs[`lost.${key}`];
    const asked = hoursAgo(askedHoursAgo);
    const answered = hoursAgo(askedHoursAgo - answerHours);
    const base = { hotelId: report.hotelId, lostItemId: itemRef.id, language: report.language };
    report.thread = {
      count: 2,
      unanswered: false,
      waitingSince: null,
      lastGuestAt: asked,
      lastStaffAt: answered,
      firstAnswerAt: answered,
      firstAnswerMs: answerHours * 3_600_000,
      guestWindowStart: asked,
      guestWindowCount: 1,
    };
    const messages = itemRef.collection('messages');
    return [
      [
        messages.doc(),
        {
          ...base,
          author: 'guest',
          authorUid: null,
          authorName: '',
          text: guestText,
          kind: 'message',
          templateId: null,
          photos: [],
          createdAt: asked,
        },
      ],
      [
        messages.doc(),
        {
          ...base,
          author: 'staff',
          authorUid: staff.uid,
          authorName: staff.displayName,
          text: staffText,
          kind: 'message',
          templateId: null,
          createdAt: answered,
        },
      ],
    ];
  });
}

/** The staff member and the single-hotel admin of a hotel, with their uids. */
function hotelAccounts(hotelId, uids) {
  const staffAccount = DEMO_ACCOUNTS.find((a) => a.staff && !a.admin && a.hotels[0] === hotelId);
  const adminAccount = DEMO_ACCOUNTS.find(
    (a) => a.admin && a.hotels.length === 1 && a.hotels[0] === hotelId,
  );
  return {
    staff: { ...staffAccount, uid: uids[staffAccount.email] },
    admin: { ...adminAccount, uid: uids[adminAccount.email] },
  };
}

async function seedHotel(hotel, uids, hotelIndex) {
  const hotelId = hotel.id;
  const { staff, admin } = hotelAccounts(hotelId, uids);
  await seedHotelDocument(hotel, hotelIndex);
  const found = demoFoundItems(hotelId, staff, admin);
  const lost = demoLostItems(hotelId);
  const refs = await uploadDemoPhotos(hotelId, found, lost, hotelIndex);
  const matches = demoMatches(hotelId, admin, found, lost, refs);
  const reservations = assignReferences(hotelId, lost, refs, hotelIndex);
  const messages = hotelIndex === 0 ? demoThreads(lost, refs, staff) : [];

  const batch = db.batch();
  for (const [ref, reservation] of reservations) batch.set(ref, reservation);
  for (const [ref, message] of messages) batch.set(ref, message);
  for (const [key, item] of Object.entries(found)) batch.set(refs[`found.${key}`], item);
  for (const [key, item] of Object.entries(lost)) batch.set(refs[`lost.${key}`], item);
  for (const [ref, match] of matches) batch.set(ref, match);
  await batch.commit();
  return {
    found: Object.keys(found).length,
    lost: Object.keys(lost).length,
    matches: matches.length,
    threads: messages.length / 2,
  };
}

async function isEmpty() {
  const hotels = await db.collection('hotels').limit(1).get();
  return hotels.empty;
}

if (force) await wipe();
if (!(await isEmpty())) {
  console.log(
    '[seed] The emulators already hold data: nothing seeded (use `npm run seed -- --force` to start over).',
  );
  process.exit(0);
}
const uids = await seedAccounts();
for (const [index, hotel] of DEMO_HOTELS.entries()) {
  const counts = await seedHotel(hotel, uids, index);
  console.log(
    `[seed] ${hotel.displayName}: ${counts.found} found, ${counts.lost} lost, ${counts.matches} matches, ${counts.threads} answered message threads`,
  );
}
console.log(`[seed] ${DEMO_ACCOUNTS.length} demo accounts created.`);
console.log(
  `[seed] Try /status with reference ${DEMO_STATUS_REPORT.reference} and ${DEMO_STATUS_REPORT.email}.`,
);
process.exit(0);
