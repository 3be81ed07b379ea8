import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { loadStaffTranslations } from '@/i18n/i18n';
import { serverErrorMessage } from '@/lib/server-errors';

import { callable } from './typed-callable';
import { NeedsNetworkError, isNeedsNetwork } from './network';
import { onlineTransaction } from './online-transaction';

// The unit tests run in Node: the browser's navigator is stubbed with the one field read.
const setOnline = (value: boolean) => vi.stubGlobal('navigator', { onLine: value });
// Not a Firestore: offline it is never touched; online, Firestore itself refuses it.
const db = {} as Parameters<typeof onlineTransaction>[0];
const failureOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('what needs the server, with no network (network.ts)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('a callable fails at once with the needs-network error', async () => {
    setOnline(false);
    // No emulator here: online, the same call would fail otherwise (or wait out its timeout).
    const error = await failureOf(callable('confirmMatch')({ matchId: 'm1' }));
    expect(error).toBeInstanceOf(NeedsNetworkError);
    expect(isNeedsNetwork(error)).toBe(true);
  });

  it('a transaction fails at once with the same error, and does not start', async () => {
    let ran = false;
    const update = () => {
      ran = true;
      return Promise.resolve();
    };
    setOnline(false);
    expect(isNeedsNetwork(await failureOf(onlineTransaction(db, update)))).toBe(true);
    expect(ran).toBe(false);
    // Online it is Firestore's runTransaction (which refuses this stand-in db).
    setOnline(true);
    const online = await failureOf(onlineTransaction(db, update));
    expect(online).not.toBeNull();
    expect(isNeedsNetwork(online)).toBe(false);
  });

  it("is told as needing the network in the reader's language, whatever the caller's fallback", async () => {
    const error = new NeedsNetworkError();
    // A guest page (no staff texts; Korean and Chinese never have them): the guest part's text.
    await i18n.changeLanguage('ko');
    expect(serverErrorMessage(error, 'fallback')).toBe(
      '이 작업에는 인터넷 연결이 필요합니다. 온라인 상태가 되면 다시 시도해 주십시오.',
    );
    await i18n.changeLanguage('zh-Hant');
    expect(serverErrorMessage(error)).toBe('此操作需要連線至網際網路。請在連線後再試一次。');
    // A staff screen, English and Japanese: the outbox's text.
    await i18n.changeLanguage('en');
    await loadStaffTranslations();
    expect(serverErrorMessage(error, 'The changes could not be saved.')).toBe(
      'This needs a connection to the server. Try again when you are online.',
    );
    await i18n.changeLanguage('ja');
    await loadStaffTranslations();
    expect(serverErrorMessage(error)).toBe(
      'この操作にはサーバーへの接続が必要です。オンラインになってからもう一度お試しください。',
    );
    // Not the same as a server that did not answer.
    expect(serverErrorMessage({ code: 'unavailable' })).not.toBe(serverErrorMessage(error));
  });
});
