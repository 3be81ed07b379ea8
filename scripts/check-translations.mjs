#!/usr/bin/env node
// en.json defines the keys; ja.json must have exactly the same ones, none empty.
import { readFileSync } from 'node:fs';

const load = (lang) =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${lang}.json`, import.meta.url), 'utf8'));
const flatten = (object, prefix = '') =>
  Object.entries(object).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );

const en = new Map(flatten(load('en')));
const ja = new Map(flatten(load('ja')));
const problems = [
  ...[...en.keys()].filter((key) => !ja.has(key)).map((key) => `missing in ja.json: ${key}`),
  ...[...ja.keys()].filter((key) => !en.has(key)).map((key) => `missing in en.json: ${key}`),
  ...[...en]
    .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
    .map(([k]) => `empty in en.json: ${k}`),
  ...[...ja]
    .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
    .map(([k]) => `empty in ja.json: ${k}`),
];
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`translations: ${en.size} keys in both en.json and ja.json`);
