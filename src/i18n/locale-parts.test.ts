import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import ja from './locales/ja.json';
import { partOf, SERVER_SECTIONS, STAFF_SECTIONS } from './locale-parts';
import i18n from './i18n';

const FILES = { en, ja } as const;

describe('the locale files in two parts (locale-parts.ts)', () => {
  it('names only sections that exist, and puts each section in one part', () => {
    for (const section of [...STAFF_SECTIONS, ...SERVER_SECTIONS])
      expect(Object.keys(en), `${section} is not a section of en.json`).toContain(section);
    expect(STAFF_SECTIONS.filter((section) => SERVER_SECTIONS.includes(section))).toEqual([]);
  });

  it('builds each part with exactly its sections, and the two parts make the browser whole', async () => {
    const parts = {
      en: {
        guest: (await import('./locales/en.json?part=guest')).default,
        staff: (await import('./locales/en.json?part=staff')).default,
      },
      ja: {
        guest: (await import('./locales/ja.json?part=guest')).default,
        staff: (await import('./locales/ja.json?part=staff')).default,
      },
    };
    for (const language of ['en', 'ja'] as const) {
      const { guest, staff } = parts[language];
      expect(Object.keys(guest).every((section) => partOf(section) === 'guest')).toBe(true);
      expect(Object.keys(staff).sort()).toEqual([...STAFF_SECTIONS].sort());
      // Everything but the mails' texts reaches the browser, unchanged.
      const browser = Object.fromEntries(
        Object.entries(FILES[language]).filter(([section]) => partOf(section) !== 'server'),
      );
      expect({ ...guest, ...staff }).toEqual(browser);
    }
  });

  it("gives staff screens their texts in both languages (the tests' setup loads the staff part)", () => {
    expect(i18n.getFixedT('en')('dashboard.title')).toBe(en.dashboard.title);
    expect(i18n.getFixedT('ja')('dashboard.title')).toBe(ja.dashboard.title);
    expect(i18n.exists('guestMail.reference')).toBe(false);
  });
});
