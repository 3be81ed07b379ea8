import { addDays, toIsoDay } from './dates';
import type { FoundItemFormValues } from './schemas/found-item';
import type { LostItemFormValues } from './schemas/lost-item';

/** Spec §9: 5 sample records in rotation for both test fills. */
export const SAMPLE_COUNT = 5;

export function nextSampleIndex(index: number): number {
  return (index + 1) % SAMPLE_COUNT;
}

const day = (today: Date, offset: number) => toIsoDay(addDays(today, offset));

/** The guests of the lost samples: first name, surname, email, phone code and number, country. */
const GUESTS = {
  james: ['James', 'Carter', 'james.carter@example.com', '+1', '4155550123', 'United States'],
  oliver: [
    'Oliver',
    'Bennett',
    'oliver.bennett@example.co.uk',
    '+44',
    '7700900123',
    'United Kingdom',
  ],
  emma: ['Emma', 'Wilson', 'emma.wilson@example.com', '+61', '412345678', 'Australia'],
  yuki: ['由紀', '田中', 'yuki.tanaka@example.jp', '+81', '9012345678', 'Japan'],
  minjun: ['Min-jun', 'Kim', 'minjun.kim@example.kr', '+82', '1012345678', 'South Korea'],
} as const;

type SampleItem = Pick<
  LostItemFormValues,
  'itemType' | 'itemName' | 'locationLost' | 'description' | 'colour' | 'brand'
>;

/** Realistic lost-item reports, with dates relative to today so that they stay plausible. */
export function sampleLostItems(today: Date = new Date()): LostItemFormValues[] {
  // The stay is [first day, last day] in days from today; the item was lost on the last day.
  const report = (
    guest: keyof typeof GUESTS,
    [from, until]: [number, number],
    item: SampleItem,
  ) => {
    const [firstName, surname, email, phoneCode, phoneNumber, country] = GUESTS[guest];
    return {
      ...item,
      dateLost: day(today, until),
      firstName,
      surname,
      email,
      phoneCode,
      phoneNumber,
      country,
      stayDateFrom: day(today, from),
      stayDateUntil: day(today, until),
    };
  };
  return [
    report('james', [-4, -1], {
      itemType: 'Phone',
      itemName: 'iPhone 15 Pro, blue silicone case',
      locationLost: 'Room 1204',
      description: 'Lock screen shows a photo of a golden retriever. Case has a card slot.',
      colour: 'blue',
      brand: 'Apple',
    }),
    report('oliver', [-5, -2], {
      itemType: 'Scarf',
      itemName: 'Navy wool scarf',
      locationLost: 'Restaurant, window table',
      description: 'Long navy scarf with a small white logo at one end.',
      colour: 'navy',
      brand: '',
    }),
    report('emma', [-6, -3], {
      itemType: 'Headphones',
      itemName: 'AirPods Pro in a white case',
      locationLost: 'Fitness centre',
      description: 'Engraved "EW" on the case.',
      colour: 'white',
      brand: 'Apple',
    }),
    report('yuki', [-3, -1], {
      itemType: 'Jewelry',
      itemName: '指輪（シルバー）',
      locationLost: '602号室の洗面所',
      description: '内側に「Y&K」の刻印があります。',
      colour: 'silver',
      brand: '',
    }),
    report('minjun', [-4, -2], {
      itemType: 'Passport',
      itemName: 'Korean passport in a black cover',
      locationLost: 'Lobby, near the concierge desk',
      description: 'Black leather passport cover with a boarding pass inside.',
      colour: 'black',
      brand: '',
    }),
  ];
}

/** Realistic found-item registrations; the finder name and found date come from the form. */
export function sampleFoundItems(
  today: Date = new Date(),
): Omit<FoundItemFormValues, 'finderName' | 'dateFound'>[] {
  const blank = {
    roomNumber: '',
    hotelComplex: '',
    otherLocation: '',
    cashValue: '',
    comments: '',
    foundByNonHotelStaff: '',
    firstName: '',
    surname: '',
    dateLost: '',
    phoneCode: '',
    phoneNumber: '',
    email: '',
    address: '',
    country: '',
    organisation: '',
    brand: '',
    timeFound: '',
    finderContact: '',
    finderClaimsExpenses: '' as const,
    finderClaimsReward: '' as const,
    finderClaimsOwnership: '' as const,
    finderNameToOwner: '' as const,
  };
  return [
    {
      ...blank,
      colour: 'black',
      itemType: 'Phone',
      itemName: 'Black Android phone',
      roomNumber: '1508',
      storageLocation: 'Front desk safe',
      description: 'Found under the bed during turndown. Battery flat.',
    },
    {
      ...blank,
      colour: 'brown',
      itemType: 'Wallet',
      itemName: 'Brown leather wallet',
      hotelComplex: 'Lobby bar',
      storageLocation: 'Manager safe',
      description: 'Contains a driving licence and some cash.',
      cashValue: '¥12,000',
      firstName: 'Lukas',
      surname: 'Müller',
      country: 'Germany',
      dateLost: day(today, -1),
    },
    {
      ...blank,
      colour: 'green',
      itemType: 'Umbrella',
      itemName: 'Large golf umbrella, green',
      otherLocation: 'Main entrance',
      storageLocation: 'Umbrella stand',
      description: 'Left in the stand for three days.',
    },
    {
      ...blank,
      colour: 'white',
      itemType: 'Charger',
      itemName: 'USB-C laptop charger',
      hotelComplex: 'Business lounge',
      storageLocation: 'Lost & found box 3',
      description: '65 W, white cable.',
      brand: 'Anker',
      foundByNonHotelStaff: 'Cleaning contractor (Sato)',
    },
    {
      ...blank,
      colour: 'red',
      itemType: 'Jacket',
      itemName: 'Children’s red rain jacket',
      hotelComplex: 'Pool deck',
      storageLocation: 'Cloakroom shelf B',
      description: 'Size 120, name tag reads "Hana".',
      comments: 'Family checked out this morning; front desk tried to call.',
    },
  ];
}
