import { hotelMailInfo } from './guest-mail';

/** The hotel the mail tests (`*-mail.test.ts`) write from: every contact detail set, mail on. */
export const testHotel = hotelMailInfo('sakura-tokyo', {
  displayName: 'Hotel Sakura Tokyo',
  contactEmail: 'desk@sakura.example',
  contactPhone: '+81 3 1234 5678',
  settings: { emailNotifications: true },
});
