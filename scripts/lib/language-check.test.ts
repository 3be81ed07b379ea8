// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { languageCheck, languageTemplates, localizedPages, textPatch } from './prerender.mjs';

// The prerendered page's head script (languageCheck), run as the browser runs it: the report
// form served in English to a reader whose language is Korean gets the Korean page's content
// before the app has loaded.
const KOREAN_PAGE =
  '<!doctype html><html lang="ko"><head><title>분실물 센터</title></head><body>' +
  '<div id="root" data-prerendered="ko"><h1>분실물 신고</h1></div></body></html>';
const pages = localizedPages('/', 'report-lost-item.html');
const script = (html: string) => /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the scripts the page runs
const run = (html: string) => (new Function(script(html)) as () => void)();

function runHead(saved: string | null, localized: Record<string, string> = pages) {
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('data-relocalize');
  document.title = 'Lost & Found';
  document.body.innerHTML =
    '<div id="root" data-prerendered="en"><h1>Report a lost item</h1></div>';
  if (saved) localStorage.setItem('lostAndFound.language', saved);
  run(languageCheck(localized));
  return (window as { __relocalized?: Promise<void> }).__relocalized;
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.clear();
  delete (window as { __relocalized?: unknown }).__relocalized;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the prerendered page's head, for a reader of another language", () => {
  test('puts the page in the saved language before the app runs, from its i18n folder', async () => {
    fetchMock.mockResolvedValue(new Response(KOREAN_PAGE, { status: 200 }));
    await runHead('ko');
    expect(fetchMock).toHaveBeenCalledWith('/localized/ko_ALL/report-lost-item');
    expect(document.documentElement.lang).toBe('ko');
    expect(document.documentElement.hasAttribute('data-relocalize')).toBe(false);
    expect(document.querySelector('h1')?.textContent).toBe('분실물 신고');
    expect(document.getElementById('root')?.dataset.prerendered).toBe('ko');
    expect(document.title).toBe('분실물 센터');
  });

  test('fetches Traditional Chinese from a Taiwan folder', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 404 }));
    await runHead('zh-Hant');
    expect(fetchMock).toHaveBeenCalledWith('/localized/zh_tw/report-lost-item');
  });

  test('keeps the page hidden and untouched when the page cannot be fetched (the app renders it)', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await runHead('ko');
    expect(document.documentElement.getAttribute('data-relocalize')).toBe('ko');
    expect(document.querySelector('h1')?.textContent).toBe('Report a lost item');
  });

  test('leaves a page the app has taken over alone', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const done = runHead('ko');
    // src/main.tsx renders without waiting any longer: the page is no longer the prerendered one.
    delete document.getElementById('root')?.dataset.prerendered;
    answer(new Response(KOREAN_PAGE, { status: 200 }));
    await done;
    expect(document.querySelector('h1')?.textContent).toBe('Report a lost item');
    expect(document.documentElement.lang).toBe('en');
  });

  test('does nothing for a reader of the served language', () => {
    expect(runHead('en')).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute('data-relocalize')).toBe(false);
  });
});

describe('a page served through a rewrite (the report form), carrying every language', () => {
  const SERVED =
    '<select><option value="en" selected="">English</option><option value="ko">한국어</option></select>' +
    '<h1>Report a lost item</h1><label for="n">Item</label>' +
    '<input id="n" placeholder="e.g. wallet"><p>Sent <!-- -->today</p>';
  const others = [
    {
      language: 'ko',
      title: '분실물 센터',
      body:
        '<select><option value="en">English</option><option value="ko" selected="">한국어</option></select>' +
        '<h1>분실물 신고</h1><label for="n">물건</label>' +
        '<input id="n" placeholder="예: 지갑"><p>보냄 <!-- -->오늘</p>',
    },
    // Another shape (a line break more): carried whole.
    {
      language: 'ja',
      title: '忘れ物センター',
      body:
        '<select><option value="en">English</option><option value="ko">한국어</option></select>' +
        '<h1>忘れ物の<br>ご報告</h1><label for="n">品物</label>' +
        '<input id="n" placeholder="例：財布"><p>送信 <!-- -->今日</p>',
    },
  ];
  function load(saved: string | null) {
    // Its head fetches nothing (no addresses): the page has the languages itself.
    void runHead(saved, {});
    const root = document.getElementById('root');
    if (root) root.innerHTML = SERVED;
    const carried = languageTemplates(others, SERVED);
    document.body.insertAdjacentHTML(
      'beforeend',
      carried.replace(/<script>\(function[\s\S]*$/, ''),
    );
    run(carried);
  }
  const rootHtml = () => document.getElementById('root')?.innerHTML;

  test('carries a language of the same shape as its differences only, and one of another shape whole', () => {
    const carried = languageTemplates(others, SERVED);
    expect(carried).toContain('<script type="application/json" data-language="ko"');
    expect(carried).not.toContain('<h1>분실물 신고</h1>');
    expect(carried).toContain('<script type="text/html" data-language="ja"');
    expect(textPatch(SERVED, others[0]?.body ?? '')).toEqual({
      n: [7, 6],
      e: [
        [1, 'selected', null],
        [2, 'selected', ''],
        [5, 'placeholder', '예: 지갑'],
      ],
      t: [
        [2, '분실물 신고'],
        [3, '물건'],
        [4, '보냄 '],
        [5, '오늘'],
      ],
    });
  });

  test("shows the reader's language from the page itself, before any script of the app, and drops the others", () => {
    load('ko');
    // The same DOM as the Korean page parsed whole, texts and attributes alike.
    expect(rootHtml()).toBe(others[0]?.body);
    expect(document.documentElement.lang).toBe('ko');
    expect(document.documentElement.hasAttribute('data-relocalize')).toBe(false);
    expect(document.getElementById('root')?.dataset.prerendered).toBe('ko');
    expect(document.title).toBe('분실물 센터');
    expect(document.querySelectorAll('script[data-language]')).toHaveLength(0);
  });

  test('puts a language of another shape in whole', () => {
    load('ja');
    expect(rootHtml()).toBe(others[1]?.body);
    expect(document.documentElement.lang).toBe('ja');
    expect(document.title).toBe('忘れ物センター');
  });

  test('changes nothing when the page is not the one the differences were taken from (the app renders it)', () => {
    void runHead('ko', {});
    const root = document.getElementById('root');
    if (root) root.innerHTML = `${SERVED}<p>one more</p>`;
    const carried = languageTemplates(others, SERVED);
    document.body.insertAdjacentHTML(
      'beforeend',
      carried.replace(/<script>\(function[\s\S]*$/, ''),
    );
    run(carried);
    expect(rootHtml()).toBe(`${SERVED}<p>one more</p>`);
    expect(document.documentElement.getAttribute('data-relocalize')).toBe('ko');
    expect(document.querySelectorAll('script[data-language]')).toHaveLength(0);
  });

  test('keeps the served language for its reader, and drops the others', () => {
    load('en');
    expect(rootHtml()).toBe(SERVED);
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelectorAll('script[data-language]')).toHaveLength(0);
  });
});
