// The CSS a prerendered page needs for its first paint: the stylesheet's rules whose selectors
// name only classes the page's HTML uses (and the rules that name no class: the reset, the root
// variables). The prerender step inlines it in the page's head and loads the whole stylesheet
// without blocking the paint (docs/performance.md, "What holds the first paint back").
import postcss from 'postcss';

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
// Rules for the dark colour scheme: the guest pages are rendered in the light one.
const DARK = /color-scheme=["']?dark/;

/** Every class named in the HTML's class attributes. */
export function classesOf(html) {
  const classes = new Set();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of list.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** Whether one selector can match in a page that has only `classes`. */
function selectorMatches(selector, classes) {
  if (DARK.test(selector)) return false;
  for (const [, name] of selector.matchAll(CLASS)) if (!classes.has(name)) return false;
  return true;
}

/** The part of `css` that can apply to `html`. */
export function criticalCss(css, html) {
  const classes = classesOf(html);
  const root = postcss.parse(css);
  root.walk((node) => {
    if (node.type === 'comment') node.remove();
    // Animations stay (a loading skeleton's pulse): a keyframe's selectors are not classes.
    else if (node.type === 'rule' && !/keyframes$/.test(node.parent?.name ?? '')) {
      const kept = node.selectors.filter((selector) => selectorMatches(selector, classes));
      if (kept.length === 0) node.remove();
      else node.selectors = kept;
    }
  });
  // At-rules left empty (a media query whose rules were all removed).
  root.walk((node) => {
    if (node.type === 'atrule' && node.nodes && node.nodes.length === 0) node.remove();
  });
  // The built stylesheet is minified already, and postcss keeps its formatting.
  return root.toString();
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

/** The built stylesheet's address in Vite's index.html (the one render-blocking request). */
export function stylesheetOf(html) {
  const href = html.match(STYLESHEET)?.[1];
  if (!href)
    throw new Error('critical CSS: index.html no longer links one stylesheet from /assets');
  return href;
}

/**
 * The page with its critical CSS inline and the whole stylesheet loaded without blocking the
 * paint: preloaded (fetched early, at the priority of a stylesheet) and applied when it arrives;
 * without JavaScript, linked as before.
 */
export function inlineCriticalCss(html, css) {
  const href = stylesheetOf(html);
  const critical = criticalCss(css, html);
  if (critical.includes('</')) throw new Error('critical CSS: the stylesheet contains "</"');
  return html.replace(
    STYLESHEET,
    `<style data-critical-css>${critical}</style>` +
      `<link rel="preload" as="style" crossorigin href="${href}" onload="this.onload=null;this.rel='stylesheet'">` +
      `<noscript><link rel="stylesheet" crossorigin href="${href}"></noscript>`,
  );
}
