import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import en from '@/i18n/locales/en.json';
import ja from '@/i18n/locales/ja.json';
import {
  FUNCTION_REFUSAL_CODES,
  passwordResetErrorMessage,
  serverErrorCode,
  serverErrorKey,
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
    expect(serverErrorMessage(callableError('invalid-argument', 'passwordLength'))).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(serverErrorMessage(new Error('noUser'))).toBe('No user is signed in.');
    await i18n.changeLanguage('ja');
    expect(serverErrorMessage(new Error('noUser'))).toBe('ログインしているユーザーがいません。');
    expect(serverErrorMessage(new Error('noUser'))).not.toBe('noUser');
  });

  it('gives Japanese users the text for the code, never the English server message', async () => {
    const refusal = callableError('failed-precondition', 'You cannot change your own admin flag.');
    expect(serverErrorMessage(refusal)).toBe('You cannot change your own admin flag.');
    await i18n.changeLanguage('ja');
    expect(serverErrorMessage(refusal)).toBe('現在の状態ではこの操作を行えません。');
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

  it('prefers a translation key the function sends in its details', () => {
    expect(
      serverErrorMessage(callableError('not-found', 'User not found', { key: 'userNotFound' })),
    ).toBe('User not found');
  });
});

describe('serverErrorKey', () => {
  it('maps the machine code in a callable error to its serverErrors key', () => {
    const error = Object.assign(new Error('This user also belongs...'), {
      code: 'functions/permission-denied',
      details: { code: 'sharedUser' },
    });
    expect(serverErrorKey(error)).toBe('serverErrors.sharedUser');
  });

  it('gives null for errors without a known code', () => {
    expect(serverErrorKey(new Error('boom'))).toBeNull();
    expect(serverErrorKey({ details: { code: 'somethingElse' } })).toBeNull();
    expect(serverErrorKey({ details: 'text' })).toBeNull();
    expect(serverErrorKey(null)).toBeNull();
  });

  it('has a message in both languages for every code', () => {
    for (const code of FUNCTION_REFUSAL_CODES) {
      expect(en.serverErrors[code]).toBeTruthy();
      expect(ja.serverErrors[code]).toBeTruthy();
    }
  });
});
describe('function refusals in the user language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows a refusal code as its serverErrors text in Japanese', async () => {
    await i18n.changeLanguage('ja');
    const error = Object.assign(new Error('This user also belongs to another hotel'), {
      code: 'functions/permission-denied',
      details: { code: 'sharedUser' },
    });
    expect(serverErrorMessage(error)).toBe(ja.serverErrors.sharedUser);
  });
});
