#!/usr/bin/env node
// Why no tool does this: i18next reports a missing key only when a screen asks for it; this checks
// every locale at once.
// en.json defines the keys; ja.json must have exactly the same ones, none empty. ko.json,
// zh-Hans.json and zh-Hant.json (the guests' other languages, docs/i18n.md) must have exactly the
// keys of en.json's guest sections: every section of the guest part (src/i18n/locale-parts.ts)
// except `settings` and `matching` (read by staff screens only; of `matching`, the report form's
// `matching.fields`), plus the guests' mails (`email`, `guestMail`). Their plural keys are en.json's (and so ja.json's): Korean and Chinese, like
// Japanese, have the one CLDR form `other`; their `_one` keeps the key sets equal.
import { readFileSync } from 'node:fs';

// The section lists of src/i18n/locale-parts.ts (TypeScript, which this script's Node cannot
// import), read from its source.
const partsSource = readFileSync(new URL('../src/i18n/locale-parts.ts', import.meta.url), 'utf8');
const list = (name) => {
  const match = new RegExp(`export const ${name}: readonly string\\[\\] = \\[([^\\]]*)\\]`).exec(
    partsSource,
  );
  if (!match) throw new Error(`check-translations: ${name} not found in src/i18n/locale-parts.ts`);
  return [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
};
const STAFF = list('STAFF_SECTIONS');
const SERVER = list('SERVER_SECTIONS');
const STAFF_READ = list('STAFF_READ_GUEST_SECTIONS');
const MAILS = list('GUEST_MAIL_SECTIONS');
const SUBSECTIONS = list('GUEST_READ_SUBSECTIONS');
const guestLanguageSections = (sections) =>
  sections.filter((section) =>
    STAFF.includes(section) || SERVER.includes(section)
      ? MAILS.includes(section)
      : !STAFF_READ.includes(section),
  );

const load = (lang) =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${lang}.json`, import.meta.url), 'utf8'));
const flatten = (object, prefix = '') =>
  Object.entries(object).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );

const enTree = load('en');
const en = new Map(flatten(enTree));
const ja = new Map(flatten(load('ja')));
const empty = (lang, map) =>
  [...map]
    .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
    .map(([k]) => `empty in ${lang}.json: ${k}`);
const problems = [
  ...[...en.keys()].filter((key) => !ja.has(key)).map((key) => `missing in ja.json: ${key}`),
  ...[...ja.keys()].filter((key) => !en.has(key)).map((key) => `missing in en.json: ${key}`),
  ...empty('en', en),
  ...empty('ja', ja),
];

const sections = guestLanguageSections(Object.keys(enTree));
const guestKeys = [...en.keys()].filter(
  (key) =>
    sections.includes(key.split('.')[0]) ||
    SUBSECTIONS.some((subsection) => key.startsWith(`${subsection}.`)),
);
for (const lang of ['ko', 'zh-Hans', 'zh-Hant']) {
  const map = new Map(flatten(load(lang)));
  problems.push(
    ...guestKeys.filter((key) => !map.has(key)).map((key) => `missing in ${lang}.json: ${key}`),
    ...[...map.keys()]
      .filter((key) => !guestKeys.includes(key))
      .map((key) => `not a guest text, in ${lang}.json: ${key}`),
    ...empty(lang, map),
  );
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `translations: ${en.size} keys in both en.json and ja.json; ${guestKeys.length} guest keys in ko.json, zh-Hans.json and zh-Hant.json`,
);
