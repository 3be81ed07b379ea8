import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { A, DAY, emailOf, PRIVILEGED_A, rulesTestEnvironment, type Role } from '../support/rules';
import { single } from '../support/rules-writes';
import { ROLES, worldOf, WORLD } from '../support/rules-world';

// How guests pay the postage (src/domain/postage-payment.ts): the hotel's payment setting, and
// shipping that waits for the "paid" mark unless the hotel waived payment.
const rules = rulesTestEnvironment(ROLES);
const { expectOnly, expectDenied } = worldOf(rules);

const setPayment = (db: Firestore, payment: unknown) =>
  updateDoc(doc(db, 'hotels', A), {
    'settings.payment': payment,
    'settings.updatedAt': serverTimestamp(),
  });

const LINK = {
  method: 'link',
  linkTemplate: 'https://pay.example/a?amount={amount}&ref={reference}',
  bankTransfer: '',
};

describe('hotels: the payment setting', () => {
  it('an admin of the hotel sets each method with the text it needs', async () => {
    await expectOnly(['adminA'], (db) => setPayment(db, LINK));
    await expectOnly(['adminA'], (db) =>
      setPayment(db, { method: 'bank-transfer', linkTemplate: '', bankTransfer: 'MUFG 1234567' }),
    );
    await expectOnly(['adminA'], (db) =>
      setPayment(db, { method: 'waived', linkTemplate: '', bankTransfer: '' }),
    );
  });

  it('refuses http and other schemes, a missing link or bank text, and unknown methods or keys', async () => {
    const refused = {
      http: { ...LINK, linkTemplate: 'http://pay.example/a' },
      javascript: { ...LINK, linkTemplate: 'javascript:alert(1)' },
      spaceInLink: { ...LINK, linkTemplate: 'https://pay.example/a b' },
      linkTooLong: { ...LINK, linkTemplate: `https://pay.example/${'a'.repeat(500)}` },
      noLink: { ...LINK, linkTemplate: '' },
      noBankText: { method: 'bank-transfer', linkTemplate: '', bankTransfer: '  ' },
      bankTooLong: { method: 'bank-transfer', linkTemplate: '', bankTransfer: 'x'.repeat(1001) },
      unknownMethod: { ...LINK, method: 'cash' },
      extraKey: { ...LINK, note: 'x' },
      missingKey: { method: 'waived', linkTemplate: '' },
      notAMap: 'waived',
    };
    for (const [reason, payment] of Object.entries(refused))
      await expectDenied('adminA', reason, (db) => setPayment(db, payment));
  });
});

describe('matches: shipping waits for the postage', () => {
  const ship = (db: Firestore, role: Role) =>
    single(
      db,
      role,
      { collection: 'matches', id: 'MP', action: 'shipped', from: 'confirmed', to: 'shipped' },
      {
        status: 'shipped',
        shippedAt: serverTimestamp(),
        agreedByPhone: { uid: role, email: emailOf(role), at: serverTimestamp() },
      },
    );
  const unpaid = () => ({ ...WORLD['matches/MP'], paid: null });
  const hotelWith = (payment: unknown) => ({
    ...WORLD[`hotels/${A}`],
    settings: { emailNotifications: false, updatedAt: DAY, payment },
  });

  it('refuses to ship before the "paid" mark, whatever the hotel chose but waived', async () => {
    await expectOnly([], ship, { 'matches/MP': unpaid() });
    await expectOnly([], ship, { 'matches/MP': unpaid(), [`hotels/${A}`]: hotelWith(LINK) });
    await expectOnly([], ship, {
      'matches/MP': unpaid(),
      [`hotels/${A}`]: hotelWith({ method: 'at-pickup', linkTemplate: '', bankTransfer: '' }),
    });
  });

  it('ships once marked paid, or unpaid when the hotel waived payment', async () => {
    await expectOnly(PRIVILEGED_A, ship);
    await expectOnly(PRIVILEGED_A, ship, {
      'matches/MP': unpaid(),
      [`hotels/${A}`]: hotelWith({ method: 'waived', linkTemplate: '', bankTransfer: '' }),
    });
  });
});
