import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import '@/i18n/i18n';
import { serverMessage } from './settings-api';

/** A refusal as the Functions SDK reports it: code, a developer's message and details. */
const refusal = (key: string) =>
  Object.assign(new Error(key), { code: 'functions/permission-denied', details: { key } });

describe('serverMessage', () => {
  it("shows a function's refusal in the user's language", async () => {
    await i18n.changeLanguage('en');
    expect(serverMessage(refusal('serverErrors.sharedUser'))).toBe(
      'This user also belongs to a hotel you do not administer. Only an administrator of every ' +
        'one of their hotels can change this.',
    );
    await i18n.changeLanguage('ja');
    expect(serverMessage(refusal('serverErrors.ownAccount'))).toBe(
      '自分自身のアカウントは無効にできません。',
    );
    await i18n.changeLanguage('en');
  });

  it('shows the text for the code, never the server message, when the key is not one it knows', () => {
    expect(serverMessage(refusal('notAKey'))).toBe('You do not have permission to do this.');
    expect(serverMessage('plain')).toBe('An unexpected error occurred');
  });
});
