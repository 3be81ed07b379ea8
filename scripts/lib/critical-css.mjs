// Why no tool does this: Vite emits one stylesheet; a prerendered page's first paint needs only the
// rules it uses, inline.
// The CSS a prerendered page needs for its first paint: the stylesheet's rules whose selectors
// name only classes the page's HTML uses (and the rules that name no class: the reset, the root
// variables), keeping of the custom properties (CSS variables) they define only the ones that
// something on the page reads. The prerender step inlines it in the page's head and loads the
// whole stylesheet without blocking the paint (docs/performance.md, "What holds the first paint
// back").
import postcss from 'postcss';

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
// Rules for the dark colour scheme: the guest pages are rendered in the light one.
const DARK = /color-scheme=["']?dark/;

const VAR = /var\(\s*(--[\w-]+)/g;

/**
 * Removes from `root` the custom properties nothing reads: neither a kept declaration, nor the
 * page's HTML (its inline styles and Mantine's `<style>` of theme variables), nor a variable that
 * is read. Mantine's root variables are about half of the rules a page keeps (every colour of
 * the palette in every shade), and a guest page reads a few dozen of them; the whole stylesheet,
 * with all of them, follows without blocking the paint.
 */
function dropUnreadVariables(root, html) {
  const read = new Set(Array.from(html.matchAll(VAR), (match) => match[1]));
  const definitions = [];
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) definitions.push(decl);
    else for (const [, name] of decl.value.matchAll(VAR)) read.add(name);
  });
  // A variable read by a variable that is read is read too (to a fixed point).
  for (let grew = true; grew;) {
    grew = false;
    for (const decl of definitions) {
      if (!read.has(decl.prop)) continue;
      for (const [, name] of decl.value.matchAll(VAR)) {
        if (!read.has(name)) {
          read.add(name);
          grew = true;
        }
      }
    }
  }
  for (const decl of definitions) if (!read.has(decl.prop)) decl.remove();
}

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
  dropUnreadVariables(root, html);
  // Rules left empty (every variable they defined unread), then at-rules left empty (a media
  // query whose rules were all removed).
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
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
