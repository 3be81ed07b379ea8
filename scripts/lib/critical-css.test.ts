import { describe, expect, it } from 'vitest';
import { classesOf, criticalCss, inlineCriticalCss, stylesheetOf } from './critical-css.mjs';

// A prerendered guest page paints with the CSS inlined in its head, before the whole stylesheet
// has arrived: that CSS must hold every rule the page's HTML can use, and the page must still
// load the whole stylesheet (with JavaScript and without).
const css = [
  ':root{--mantine-color-body:#fff;--mantine-color-red-9:#c92a2a;--mantine-color-text:#000}',
  ':root{--mantine-color-anchor:var(--mantine-color-blue-6);--mantine-color-blue-6:#228be6}',
  ':root{--mantine-unread:1px}',
  '*,:before{box-sizing:border-box}',
  'body{background:var(--mantine-color-body)}',
  '.m_title{color:var(--title-color,var(--mantine-color-text))}',
  '.m_title{font-weight:700}',
  '.m_title:hover{color:red}',
  '.m_button.m_loading{opacity:.5}',
  '.m_unused{color:blue}',
  '.m_title,.m_unused{margin:0}',
  ':where(.m_card) .m_title{padding:1px}',
  '[data-mantine-color-scheme=dark] .m_title{color:#fff}',
  '@media (min-width:40em){.m_title{font-size:2rem}.m_unused{display:none}}',
  '@media (min-width:60em){.m_unused{display:block}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('');
const html =
  '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index-abc.css">' +
  '</head><body><div class="m_card x"><h1 class="m_title  mantine-Title-root">Hi</h1>' +
  '<button class="m_button" style="--button-bg:var(--mantine-color-anchor)">Go</button></div>' +
  '</body></html>';

describe('critical CSS of a prerendered page', () => {
  it('reads the classes the HTML uses', () => {
    expect([...classesOf(html)].sort()).toEqual([
      'm_button',
      'm_card',
      'm_title',
      'mantine-Title-root',
      'x',
    ]);
  });

  it('keeps every rule whose selector can match, and the rules that name no class', () => {
    const critical = criticalCss(css, html);
    expect(critical).toContain(':root{--mantine-color-body:#fff;--mantine-color-text:#000}');
    expect(critical).toContain('*,:before{box-sizing:border-box}');
    expect(critical).toContain('.m_title{font-weight:700}');
    expect(critical).toContain('.m_title:hover{color:red}');
    expect(critical).toContain(':where(.m_card) .m_title{padding:1px}');
    expect(critical).toContain('@media (min-width:40em){.m_title{font-size:2rem}}');
    expect(critical).toContain('@keyframes spin{to{transform:rotate(1turn)}}');
  });

  it('drops what cannot apply: unused classes, a class the element lacks, the dark scheme', () => {
    const critical = criticalCss(css, html);
    expect(critical).not.toContain('m_unused');
    expect(critical).not.toContain('m_loading');
    expect(critical).not.toContain('dark');
    expect(critical).not.toContain('60em');
    // A selector list keeps its matching selectors only.
    expect(critical).toContain('.m_title{margin:0}');
  });

  it('keeps the variables something on the page reads, and drops the others', () => {
    const critical = criticalCss(css, html);
    // Read by a kept rule (also as a fallback), by the HTML's inline style, or by a variable
    // that is read.
    expect(critical).toContain('--mantine-color-body:#fff');
    expect(critical).toContain('--mantine-color-text:#000');
    expect(critical).toContain(
      ':root{--mantine-color-anchor:var(--mantine-color-blue-6);--mantine-color-blue-6:#228be6}',
    );
    // Read by nothing: gone, and a rule left with nothing in it is gone too.
    expect(critical).not.toContain('--mantine-color-red-9');
    expect(critical).not.toContain('--mantine-unread');
    expect(critical).not.toContain(':root{}');
  });

  it('inlines it and still loads the whole stylesheet, without blocking, and without JavaScript', () => {
    expect(stylesheetOf(html)).toBe('/assets/index-abc.css');
    const page = inlineCriticalCss(html, css);
    expect(page).toMatch(/<style data-critical-css>[^<]*\.m_title\{font-weight:700\}/);
    expect(page).not.toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>',
    );
    expect(page).toContain(
      `<link rel="preload" as="style" crossorigin href="/assets/index-abc.css" onload="this.onload=null;this.rel='stylesheet'">`,
    );
    expect(page).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></noscript>',
    );
  });

  it('refuses a page that links no stylesheet rather than writing one without CSS', () => {
    expect(() => inlineCriticalCss('<html><head></head></html>', css)).toThrow(/stylesheet/);
  });
});
