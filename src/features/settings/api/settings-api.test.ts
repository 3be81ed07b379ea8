import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import '@/i18n/i18n';
import { serverMessage } from './settings-api';

/** A refusal as the Functions SDK reports it: code, server message and details. */
const refusal = (code: string) =>
  Object.assign(new Error('This user also belongs to a hotel you do not administer.'), {
    code: 'functions/permission-denied',
    details: { code },
  });

describe('serverMessage', () => {
  it("shows a function's machine-coded refusal in the user's language", async () => {
    await i18n.changeLanguage('en');
    expect(serverMessage(refusal('sharedUser'))).toBe(
      'This user also belongs to a hotel you do not administer. Only an administrator of every ' +
        'one of their hotels can change this.',
    );
    await i18n.changeLanguage('ja');
    expect(serverMessage(refusal('emailUnavailable'))).toBe(
      'このメールアドレスは新しいアカウントには使用できません。',
    );
    await i18n.changeLanguage('en');
  });

  it('falls back to the message the server sent when there is no known code', () => {
    expect(serverMessage(refusal('notACode'))).toBe(
      'This user also belongs to a hotel you do not administer.',
    );
    expect(serverMessage('plain')).toBe('plain');
  });
});
