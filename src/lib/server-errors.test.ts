import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import ja from '@/i18n/locales/ja.json';
import { SERVER_ERROR_CODES, serverErrorKey } from './server-errors';

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
    for (const code of SERVER_ERROR_CODES) {
      expect(en.serverErrors[code]).toBeTruthy();
      expect(ja.serverErrors[code]).toBeTruthy();
    }
  });
});
