import { addDays, toIsoDay } from './dates';
import type { FoundItemFormValues } from './schemas/found-item';
import type { LostItemFormValues } from './schemas/lost-item';

/** Spec §9: 5 sample records in rotation for both test fills. */
export const SAMPLE_COUNT = 5;

export function nextSampleIndex(index: number): number {
  return (index + 1) % SAMPLE_COUNT;
}

const day = (today: Date, offset: number) => toIsoDay(addDays(today, offset));

/** Realistic lost-item reports, with dates relative to today so that they stay plausible. */
export function sampleLostItems(today: Date = new Date()): LostItemFormValues[] {
  return [
    {
      itemType: 'Phone',
      itemName: 'iPhone 15 Pro, blue silicone case',
      dateLost: day(today, -1),
      locationLost: 'Room 1204',
      description: 'Lock screen shows a photo of a golden retriever. Case has a card slot.',
      firstName: 'James',
      surname: 'Carter',
      email: 'james.carter@example.com',
      phoneCode: '+1',
      phoneNumber: '4155550123',
      country: 'United States',
      stayDateFrom: day(today, -4),
      stayDateUntil: day(today, -1),
      colour: 'blue',
      brand: 'Apple',
    },
    {
      itemType: 'Scarf',
      itemName: 'Navy wool scarf',
      dateLost: day(today, -2),
      locationLost: 'Restaurant, window table',
      description: 'Long navy scarf with a small white logo at one end.',
      firstName: 'Oliver',
      surname: 'Bennett',
      email: 'oliver.bennett@example.co.uk',
      phoneCode: '+44',
      phoneNumber: '7700900123',
      country: 'United Kingdom',
      stayDateFrom: day(today, -5),
      stayDateUntil: day(today, -2),
      colour: 'navy',
      brand: '',
    },
    {
      itemType: 'Headphones',
      itemName: 'AirPods Pro in a white case',
      dateLost: day(today, -3),
      locationLost: 'Fitness centre',
      description: 'Engraved "EW" on the case.',
      firstName: 'Emma',
      surname: 'Wilson',
      email: 'emma.wilson@example.com',
      phoneCode: '+61',
      phoneNumber: '412345678',
      country: 'Australia',
      stayDateFrom: day(today, -6),
      stayDateUntil: day(today, -3),
      colour: 'white',
      brand: 'Apple',
    },
    {
      itemType: 'Jewelry',
      itemName: '指輪（シルバー）',
      dateLost: day(today, -1),
      locationLost: '602号室の洗面所',
      description: '内側に「Y&K」の刻印があります。',
      firstName: '由紀',
      surname: '田中',
      email: 'yuki.tanaka@example.jp',
      phoneCode: '+81',
      phoneNumber: '9012345678',
      country: 'Japan',
      stayDateFrom: day(today, -3),
      stayDateUntil: day(today, -1),
      colour: 'silver',
      brand: '',
    },
    {
      itemType: 'Passport',
      itemName: 'Korean passport in a black cover',
      dateLost: day(today, -2),
      locationLost: 'Lobby, near the concierge desk',
      description: 'Black leather passport cover with a boarding pass inside.',
      firstName: 'Min-jun',
      surname: 'Kim',
      email: 'minjun.kim@example.kr',
      phoneCode: '+82',
      phoneNumber: '1012345678',
      country: 'South Korea',
      stayDateFrom: day(today, -4),
      stayDateUntil: day(today, -2),
      colour: 'black',
      brand: '',
    },
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
