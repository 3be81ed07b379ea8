// Why no tool does this: the demo's hotels and accounts are data, shared by the seed, npm start's
// banner and the tests.
// The demo hotels and accounts the seed creates. README lists the same accounts.
export const DEMO_PASSWORD = 'demo-pass-123';

export const DEMO_HOTELS = [
  { id: 'sakura-tokyo', displayName: 'Hotel Sakura Tokyo' },
  { id: 'harbor-yokohama', displayName: 'Harbor View Yokohama' },
  { id: 'kyoto-garden', displayName: 'Kyoto Garden Inn' },
];

/**
 * A seeded guest report to try the status page with (/status: reference + email). The seed gives
 * it this reference; the other seeded reports get references of the same format, drawn from a
 * fixed sequence so every seed gives the same ones.
 */
export const DEMO_STATUS_REPORT = {
  hotelId: 'sakura-tokyo',
  key: 'phone',
  reference: 'SAK-6WQP-3H',
  email: 'james.carter@example.com',
};

const perHotel = (id, label) => [
  {
    email: `admin@${id}.example`,
    displayName: `${label} Admin`,
    admin: true,
    staff: true,
    hotels: [id],
  },
  {
    email: `staff@${id}.example`,
    displayName: `${label} Front Desk`,
    admin: false,
    staff: true,
    hotels: [id],
  },
  {
    email: `user@${id}.example`,
    displayName: `${label} New User`,
    admin: false,
    staff: false,
    hotels: [id],
  },
];

export const DEMO_ACCOUNTS = [
  ...perHotel('sakura-tokyo', 'Sakura'),
  ...perHotel('harbor-yokohama', 'Harbor'),
  ...perHotel('kyoto-garden', 'Kyoto'),
  {
    email: 'manager@group.example',
    displayName: 'Group Manager',
    admin: true,
    staff: true,
    hotels: ['sakura-tokyo', 'harbor-yokohama'],
  },
].map((account) => ({ ...account, password: DEMO_PASSWORD }));

export function describeAccount(account) {
  const role = account.admin ? 'admin' : account.staff ? 'staff only' : 'no claims';
  return `${account.email.padEnd(32)} ${account.password}  ${role.padEnd(10)} ${account.hotels.join(', ')}`;
}
