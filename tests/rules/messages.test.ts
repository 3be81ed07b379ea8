import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { BUILTIN_REPLY_TEMPLATES, builtinTemplateFor } from '@/domain/reply-templates-builtin';
import { A, B, SEEDED, rulesTestEnvironment, type Role } from '../support/rules';

/**
 * A lost report's message thread (lost-items/{id}/messages), its hotel's reply templates
 * (hotels/{id}/reply-templates) and the answer target (settings.answerTargetHours). Messages are
 * written only by the functions; the rules let staff and admins of the report's hotel read them,
 * and nobody else: not the reporter's anonymous account (guests read through the status
 * callable), not another guest, not staff or admins of another hotel.
 */
const ROLES = [
  'signedOut',
  'reporter',
  'otherGuest',
  'noClaims',
  'staffA',
  'adminA',
  'staffB',
  'adminB',
  'twoHotels',
] as const satisfies readonly Role[];
const rules = rulesTestEnvironment(ROLES);
const { as, expectOnly } = rules;

const MESSAGE = {
  hotelId: A,
  lostItemId: 'lost1',
  author: 'guest',
  authorUid: null,
  authorName: '',
  language: 'ja',
  text: '中に青い手帳が入っています',
  kind: 'message',
  templateId: null,
  createdAt: SEEDED.createdAt,
};
const TEMPLATE = {
  title: 'Inside?',
  en: 'What is inside?',
  ja: '中身を教えてください。',
  updatedAt: SEEDED.updatedAt,
};

const world = () => ({
  [`hotels/${A}`]: { displayName: A, settings: { emailNotifications: false, updatedAt: null } },
  [`hotels/${B}`]: { displayName: B, settings: { emailNotifications: false, updatedAt: null } },
  'lost-items/lost1': {
    hotelId: A,
    userId: 'reporter',
    deleted: false,
    status: 'pending',
    ...SEEDED,
  },
  'lost-items/lost1/messages/m1': MESSAGE,
  [`hotels/${A}/reply-templates/t1`]: TEMPLATE,
});

const PRIVILEGED_A = ['staffA', 'adminA', 'twoHotels'] as const;

beforeEach(() => rules.fresh(world()));

describe('lost-items/{id}/messages', () => {
  it('only staff and admins of the report hotel read a message', () =>
    expectOnly([...PRIVILEGED_A], world, (db) => getDoc(doc(db, 'lost-items/lost1/messages/m1'))));

  it('only staff and admins of the report hotel list the thread', () =>
    expectOnly([...PRIVILEGED_A], world, (db) =>
      getDocs(query(collection(db, 'lost-items/lost1/messages'), orderBy('createdAt'))),
    ));

  it('nobody writes a message from a client, not even staff of the hotel', async () => {
    for (const role of ROLES) {
      await assertFails(addDoc(collection(as(role), 'lost-items/lost1/messages'), MESSAGE));
      await assertFails(
        updateDoc(doc(as(role), 'lost-items/lost1/messages/m1'), { text: 'changed' }),
      );
      await assertFails(deleteDoc(doc(as(role), 'lost-items/lost1/messages/m1')));
    }
  });

  it('a thread of a report that does not exist is refused, even to staff', async () => {
    await assertFails(getDocs(collection(as('staffA'), 'lost-items/missing/messages')));
  });
});

describe('hotels/{id}/reply-templates', () => {
  const put = (db: Firestore, data: Record<string, unknown>, id = 't2', hotel = A) =>
    setDoc(doc(db, `hotels/${hotel}/reply-templates/${id}`), data);
  const fresh = { ...TEMPLATE, updatedAt: serverTimestamp() };

  it('staff and admins of the hotel read the templates; others do not', () =>
    expectOnly([...PRIVILEGED_A], world, (db) =>
      getDocs(collection(db, `hotels/${A}/reply-templates`)),
    ));

  it('only admins of the hotel create, change and delete them', async () => {
    await expectOnly(['adminA'], world, (db) => put(db, fresh));
    await expectOnly(['adminA'], world, (db) =>
      updateDoc(doc(db, `hotels/${A}/reply-templates/t1`), {
        en: 'Could you describe what is inside?',
        updatedAt: serverTimestamp(),
      }),
    );
    await expectOnly(['adminA'], world, (db) =>
      deleteDoc(doc(db, `hotels/${A}/reply-templates/t1`)),
    );
  });

  it('a template has a name and both texts, bounded, stamped with the request time', async () => {
    await assertSucceeds(put(as('adminA'), { ...fresh, en: 'x'.repeat(2000) }));
    for (const bad of [
      { ...fresh, en: 'x'.repeat(2001) },
      { ...fresh, ja: '   ' },
      { ...fresh, title: '' },
      { ...fresh, title: 'x'.repeat(101) },
      { ...fresh, updatedAt: new Date(2020, 0, 1) },
      { ...fresh, html: '<b>x</b>' },
      { title: fresh.title, en: fresh.en, updatedAt: fresh.updatedAt },
    ])
      await assertFails(put(as('adminA'), bad)).catch(() =>
        Promise.reject(new Error(`should be denied: ${JSON.stringify(Object.keys(bad))}`)),
      );
    await assertFails(put(as('adminA'), fresh, 'bad id!'));
  });

  it('a template may carry Korean and Chinese texts, each bounded, each may be empty', async () => {
    const guests = { ko: '찾았습니다.', 'zh-Hans': '已找到。', 'zh-Hant': '已找到。' };
    await assertSucceeds(put(as('adminA'), { ...fresh, ...guests }));
    await assertSucceeds(put(as('adminA'), { ...fresh, ko: '', 'zh-Hans': '', 'zh-Hant': '' }));
    for (const bad of [
      { ...fresh, ko: 'x'.repeat(2001) },
      { ...fresh, 'zh-Hant': 42 },
      { ...fresh, zh: '已找到。' },
    ])
      await assertFails(put(as('adminA'), bad)).catch(() =>
        Promise.reject(new Error(`should be denied: ${JSON.stringify(Object.keys(bad))}`)),
      );
  });

  it('the built-in templates are written by an admin under their fixed ids, again without doubling', async () => {
    for (const builtin of BUILTIN_REPLY_TEMPLATES)
      for (const code of ['en', 'ja', 'en']) {
        const { id, ...template } = builtinTemplateFor(builtin, code);
        const data = { ...template, updatedAt: serverTimestamp() };
        await assertFails(put(as('staffA'), data, id));
        await assertSucceeds(put(as('adminA'), data, id));
      }
  });

  it('a template belongs to its own hotel', async () => {
    await assertFails(put(as('adminA'), fresh, 't3', B));
    await assertSucceeds(put(as('adminB'), fresh, 't3', B));
  });
});

describe('settings.answerTargetHours', () => {
  const setTarget = (db: Firestore, value: unknown, hotel = A) =>
    updateDoc(doc(db, 'hotels', hotel), {
      'settings.answerTargetHours': value,
      'settings.updatedAt': serverTimestamp(),
    });

  it('an admin of the hotel sets it; staff, other hotels and guests are denied', async () => {
    await expectOnly(['adminA'], world, (db) => setTarget(db, 12));
  });

  it('whole hours from 1 to 168 only', async () => {
    await assertSucceeds(setTarget(as('adminA'), 1));
    await assertSucceeds(setTarget(as('adminA'), 168));
    for (const bad of [0, 169, 1.5, '24', null])
      await assertFails(setTarget(as('adminA'), bad)).catch(() =>
        Promise.reject(new Error(`should be denied: ${JSON.stringify(bad)}`)),
      );
  });
});
