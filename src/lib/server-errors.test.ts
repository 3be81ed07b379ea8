import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { GUEST_REFUSALS, REFUSALS } from '@/domain/refusals';
import i18n, { loadStaffTranslations } from '@/i18n/i18n';
import { partOf } from '@/i18n/locale-parts';
import ja from '@/i18n/locales/ja.json';
import {
  passwordResetErrorMessage,
  refusalKey,
  serverErrorCode,
  serverErrorMessage,
} from './server-errors';

const callableError = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { code: `functions/${code}`, details });

describe('server errors in the user language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('reads the code of callable, Firestore and Auth errors', () => {
    expect(serverErrorCode(callableError('permission-denied', 'x'))).toBe('permission-denied');
    expect(serverErrorCode({ code: 'unavailable' })).toBe('unavailable');
    expect(serverErrorCode({ code: 'auth/network-request-failed' })).toBeNull();
    expect(serverErrorCode(new Error('plain'))).toBeNull();
  });

  it('translates a message that is a key, in either language', async () => {
    const refusal = { key: 'errors.passwordLength' };
    expect(
      serverErrorMessage(callableError('invalid-argument', 'errors.passwordLength', refusal)),
    ).toBe('Password must be at least 6 characters long.');
    expect(serverErrorMessage(new Error('noUser'))).toBe('No user is signed in.');
    await i18n.changeLanguage('ja');
    expect(serverErrorMessage(new Error('noUser'))).toBe('ログインしているユーザーがいません。');
    expect(serverErrorMessage(new Error('noUser'))).not.toBe('noUser');
  });

  it('never shows the English a server or SDK wrote: the code says what happened', async () => {
    const unknown = callableError('failed-precondition', 'A match that is shipped cannot be ...');
    expect(serverErrorMessage(unknown)).toBe('This cannot be done in the current state.');
    await i18n.changeLanguage('ja');
    expect(serverErrorMessage(unknown)).toBe('現在の状態ではこの操作を行えません。');
    for (const code of [
      'unauthenticated',
      'permission-denied',
      'invalid-argument',
      'not-found',
      'internal',
      'unavailable',
    ]) {
      const text = serverErrorMessage(callableError(code, 'Some English text'));
      expect(text).not.toMatch(/[A-Za-z]{4}/);
    }
    expect(serverErrorMessage(new Error('Something odd'))).toBe('予期しないエラーが発生しました');
  });

  it('says why a password-reset email was not sent, on the login page and in settings alike', async () => {
    const authError = (code: string) =>
      Object.assign(new Error(`Firebase: Error (${code}).`), { code });
    expect(passwordResetErrorMessage(authError('auth/too-many-requests'))).toBe(
      'Too many requests. Please wait a while before trying again.',
    );
    expect(passwordResetErrorMessage(new Error('noUser'))).toBe(
      'Failed to send password reset email: No user is signed in.',
    );
    await i18n.changeLanguage('ja');
    expect(passwordResetErrorMessage(authError('auth/user-not-found'))).toBe(
      'このメールアドレスのアカウントは見つかりませんでした。',
    );
    expect(passwordResetErrorMessage(new Error('noUser'))).toBe(
      'パスワード再設定メールを送信できませんでした：ログインしているユーザーがいません。',
    );
  });

  it("shows a function's refusal by its key, with its values, in the reader's language", async () => {
    await loadStaffTranslations(); // a staff screen's refusal: staff screens load that part
    const refusal = callableError('failed-precondition', 'disposition.errors.state', {
      key: 'disposition.errors.state',
      vars: { itemId: 'f1' },
    });
    expect(refusalKey(refusal)).toBe('disposition.errors.state');
    expect(serverErrorMessage(refusal, 'Could not save.')).toBe(
      'This item is no longer on the shelf.',
    );
    await i18n.changeLanguage('ja');
    const shared = callableError('permission-denied', 'serverErrors.sharedUser', {
      key: 'serverErrors.sharedUser',
    });
    expect(serverErrorMessage(shared)).toBe(ja.serverErrors.sharedUser);
  });

  it("gives the caller's words for a failure that is not a refusal, and never shows an unknown key", () => {
    const newer = callableError('failed-precondition', 'messages.errors.fromANewerRelease', {
      key: 'messages.errors.fromANewerRelease',
    });
    expect(refusalKey(newer)).toBeNull();
    expect(serverErrorMessage(newer, 'Could not send the message.')).toBe(
      'Could not send the message.',
    );
    expect(serverErrorMessage(newer)).toBe('This cannot be done in the current state.');
    expect(serverErrorMessage(callableError('unavailable', 'x'), 'Try again.')).toBe('Try again.');
    // An error made on this page whose message is a key still reads as its text.
    expect(serverErrorMessage(new Error('messages.errors.photoSize'), 'Try again.')).toBe(
      'A photo is too large, even after scaling it down. Please choose a smaller one.',
    );
  });
});

/** Each locale file's contents, by file name ('en', 'ja', and any guest language added). */
const LOCALES = Object.fromEntries(
  readdirSync(new URL('../i18n/locales/', import.meta.url))
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(
        readFileSync(new URL(`../i18n/locales/${file}`, import.meta.url), 'utf8'),
      ) as Record<string, unknown>,
    ]),
);

const textAt = (resources: Record<string, unknown>, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      resources,
    );

describe('every refusal a function can send (src/domain/refusals.ts)', () => {
  it('has a text in every locale file that carries its section, and en and ja carry them all', () => {
    expect(Object.keys(LOCALES)).toEqual(expect.arrayContaining(['en', 'ja']));
    const missing: string[] = [];
    for (const [language, resources] of Object.entries(LOCALES)) {
      for (const key of REFUSALS) {
        const section = key.split('.')[0] ?? '';
        const required = language === 'en' || language === 'ja' || section in resources;
        const text = textAt(resources, key);
        if (required && (typeof text !== 'string' || text.trim() === ''))
          missing.push(`${language}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps what a guest can meet in the part of the translations a guest page loads', () => {
    const outside = GUEST_REFUSALS.filter((key) => partOf(key.split('.')[0] ?? '') !== 'guest');
    expect(outside).toEqual([]);
  });
});
