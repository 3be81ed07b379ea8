// Why no tool does this: Vite builds a single-page app; Hosting must serve each guest page as HTML
// in each language.
// The build step that gives the guest pages their HTML (docs/performance.md, "Guest pages paint
// from HTML"). After the browser build, a Vite plugin builds src/entry-server.tsx for Node, renders
// each guest page in the five guest languages with React's server renderer, and writes:
//   dist/localized/<folder>/<page>.html  (Hosting's i18n folders: hostingFolders below)
//   dist/<page>.html                     (English, the fallback)
//   dist/app.html                        (the empty shell: staff pages)
// The pages: /, /status, the report form's shell (one for every hotel) and 404.html (Not Found).
// Each page carries its critical CSS inline (scripts/lib/critical-css.mjs).
// Every `vite build` runs it (npm run build, the browser tests' build, the benchmarks' builds).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { inlineCriticalCss, stylesheetOf } from './critical-css.mjs';

/** The folder of localized pages, firebase.json's `hosting.i18n.root`. */
export const LOCALIZED_ROOT = 'localized';
export const LANGUAGES = ['en', 'ja', 'ko', 'zh-Hans', 'zh-Hant'];

/** Regions whose Chinese is Traditional (src/domain/language.ts, TRADITIONAL_REGIONS). */
const TRADITIONAL_COUNTRIES = ['tw', 'hk', 'mo'];

/**
 * The i18n folders each language's pages are written to. Hosting picks a folder from the first
 * subtag of each Accept-Language entry (or of the firebase-language-override cookie) and the
 * reader's country (from the IP address, or the firebase-country-override cookie): first
 * `<language>_<country>` for each language, then `ALL_<country>`, then `<language>_ALL` and
 * `<language>` for each language. It never sees 'zh-Hant', only 'zh', so:
 * - zh_ALL is Simplified Chinese (mainland China, Singapore, and any other country);
 * - zh_tw, zh_hk, zh_mo are Traditional Chinese (the reader's country is Taiwan, Hong Kong or
 *   Macao; src/i18n/i18n.ts sets the country cookie to tw for a saved choice of Traditional and
 *   cn for Simplified);
 * - en_tw, ja_tw, ko_tw (and _hk, _mo) repeat en_ALL, ja_ALL, ko_ALL: in those countries every
 *   `<language>_<country>` comes before any `<language>_ALL`, so without them a reader there whose
 *   browser lists English first and Chinese second would be served Chinese.
 * A reader whose language the folders do not settle (Traditional Chinese outside those regions)
 * is served Simplified, and the page's head hides it until the app has rendered the right one
 * (languageCheck).
 */
export function hostingFolders(language) {
  if (language === 'zh-Hans') return ['zh_ALL'];
  if (language === 'zh-Hant') return TRADITIONAL_COUNTRIES.map((country) => `zh_${country}`);
  return [`${language}_ALL`, ...TRADITIONAL_COUNTRIES.map((country) => `${language}_${country}`)];
}
/** The client-rendered shell that every other address is rewritten to (firebase.json). */
export const APP_SHELL = 'app.html';
/** Stands for the hotel of the report form's address while rendering; must not reach the HTML. */
const ANY_HOTEL = '__any-hotel__';

/**
 * The prerendered pages: file name (under dist/ and each localized folder), address, and the
 * modules of its screens (the routes' `import()`s in src/app/router.tsx), whose chunks the HTML
 * names for the browser to fetch beside the entry script (`screenPreloads`). `allLanguages`: the
 * page carries its content in every guest language (`languageTemplates`), since Hosting serves it
 * through a rewrite, whose destination it does not look up in its i18n folders.
 */
export const GUEST_PAGES = [
  { file: 'index.html', url: '/', screens: ['src/app/routes/home.tsx'] },
  { file: 'status.html', url: '/status', screens: ['src/app/routes/status.tsx'] },
  {
    file: 'report-lost-item.html',
    url: `/${ANY_HOTEL}/report-lost-item`,
    allLanguages: true,
    screens: ['src/app/routes/hotel/hotel-layout.tsx', 'src/app/routes/hotel/report-lost-item.tsx'],
  },
  // Hosting's Not Found page: every address outside the app's routes (firebase.json's rewrites).
  { file: '404.html', url: '/not-found', notFound: true },
];

/**
 * The reader's language as the app chooses it (src/i18n/i18n.ts, pickLanguage: saved choice,
 * then the first of the browser's languages the product is written in, as toLanguage reads it,
 * then English), written for the page's head (old browsers too: no arrow functions). Kept in step
 * with pickLanguage by prerender.test.ts.
 */
export const PICK_LANGUAGE =
  'function(s,l){var k=["en","ja","ko","zh-Hans","zh-Hant"];if(k.indexOf(s)>=0)return s;' +
  'for(var i=0;i<l.length;i++){var p=String(l[i]).trim().toLowerCase().replace(/_/g,"-").split("-");' +
  'if(p[0]==="en"||p[0]==="ja"||p[0]==="ko")return p[0];if(p[0]==="zh"){' +
  'if(p.indexOf("hant")>=0)return "zh-Hant";if(p.indexOf("hans")>=0)return "zh-Hans";' +
  'return p.indexOf("tw")>=0||p.indexOf("hk")>=0||p.indexOf("mo")>=0?"zh-Hant":"zh-Hans"}}' +
  'return "en"}';

/**
 * Runs in the page's head before anything is painted: when the reader's language as the app
 * chooses it (PICK_LANGUAGE) is not the language Hosting served, the page is hidden until it is in
 * the right one, so the other language never flashes. Hosting does not look up a rewrite's
 * destination in its i18n folders (the report form, /{hotel}/report-lost-item, always comes in
 * English), and it never sees a choice saved on the device, so the script fetches the same page
 * prerendered in the reader's language (`localized`: language → address) at once, beside the
 * scripts, and puts its content in place of the served one as soon as the document is parsed:
 * the page shows in the reader's language about when an English reader's does, instead of after
 * the app has loaded and rendered it. `window.__relocalized` settles when that is done (or not:
 * no such page, offline); src/main.tsx waits for it before it hydrates, and takes the page over
 * (`data-prerendered` removed) when it renders instead. Kept in step with LANGUAGE_STORAGE_KEY.
 */
export function languageCheck(localized) {
  return (
    '<style>html[data-relocalize] #root{visibility:hidden}</style>' +
    '<script>(function(){var d=document.documentElement,w=null;' +
    "try{w=localStorage.getItem('lostAndFound.language')}catch(e){}" +
    `w=(${PICK_LANGUAGE})(w,navigator.languages||[navigator.language||'']);` +
    "if(w===d.lang)return;d.setAttribute('data-relocalize',w);" +
    `var u=(${JSON.stringify(localized)})[w],from=d.lang;` +
    'if(!u||!window.fetch||!window.DOMParser)return;' +
    'window.__relocalized=fetch(u).then(function(r){return r.ok?r.text():""}).then(function(t){' +
    'var n=t?new DOMParser().parseFromString(t,"text/html"):null;' +
    'return new Promise(function(done){function swap(){' +
    'if(document.readyState==="loading")return;' +
    "document.removeEventListener('readystatechange',swap);" +
    'var r=document.getElementById("root"),s=n&&n.getElementById("root");' +
    'if(r&&s&&r.getAttribute("data-prerendered")===from&&s.getAttribute("data-prerendered")===w){' +
    'r.innerHTML=s.innerHTML;r.setAttribute("data-prerendered",w);d.lang=w;' +
    "document.title=n.title;d.removeAttribute('data-relocalize')}done()}" +
    "document.addEventListener('readystatechange',swap);swap()})" +
    "})['catch'](function(){})})()</script>"
  );
}

/**
 * What turns `served` (a page's body, as HTML) into `other` (the same page in another language),
 * when the two differ in text and attributes only: the same elements in the same order, and as
 * many text nodes. Then `{ n: [elements, texts], e: [[element, name, value]...],
 * t: [[text, value]...] }`: the attributes (a null value removes one) and texts that differ, by
 * their index in document order (`getElementsByTagName('*')` and a text-node TreeWalker, as the page's script counts
 * them); else null. Parsed as a browser with scripts on would (`<noscript>` is text).
 */
export function textPatch(served, other) {
  // Loaded here, not with this module: vite.config.ts imports it for every dev server and test run.
  const { JSDOM } = createRequire(import.meta.url)('jsdom');
  const parse = (html) => {
    const { document } = new JSDOM(`<!doctype html><body><div>${html}</div>`, {
      runScripts: 'outside-only',
    }).window;
    const root = document.body.firstElementChild;
    const texts = [];
    const walker = document.createTreeWalker(root, 4);
    while (walker.nextNode()) texts.push(walker.currentNode.data);
    return { elements: [...root.getElementsByTagName('*')], texts };
  };
  const a = parse(served);
  const b = parse(other);
  if (a.elements.length !== b.elements.length || a.texts.length !== b.texts.length) return null;
  const e = [];
  for (let i = 0; i < a.elements.length; i += 1) {
    const [x, y] = [a.elements[i], b.elements[i]];
    if (x.tagName !== y.tagName) return null;
    for (const name of y.getAttributeNames())
      if (x.getAttribute(name) !== y.getAttribute(name)) e.push([i, name, y.getAttribute(name)]);
    // An attribute the other page has not (the language switch's `selected`): null removes it.
    for (const name of x.getAttributeNames()) if (!y.hasAttribute(name)) e.push([i, name, null]);
  }
  const t = [];
  b.texts.forEach((text, j) => {
    if (text !== a.texts[j]) t.push([j, text]);
  });
  return { n: [a.elements.length, a.texts.length], e, t };
}

/**
 * A page served through a rewrite (the report form, /{hotel}/report-lost-item) arrives in one
 * language whatever the reader's: it carries its content in the other guest languages after the
 * root, and a script right after them puts the reader's in the root before the first paint (when
 * the head's check marked the page `data-relocalize`), then drops them all. The reader sees their
 * language as soon as an English reader sees English, with no request of its own (a fetch waited
 * behind the page's scripts on a phone's connection: the Korean report form painted at 5.9 s).
 * Each language is carried as what differs from the served page (`textPatch`: its texts and
 * attributes, as JSON, about 1 KB gzip), or, where the two differ in shape, as its whole body in
 * a `<script type="text/html">` the parser only scans. Carried whole, the four bodies were 140 KB
 * the parser scanned after the first paint on every load: a task of 60–110 ms on a slow phone.
 * (`<template>`s were worse: the parser built their DOM, and the English form's blocking time rose
 * from about 150 to 280 ms.)
 */
export function languageTemplates(others, served) {
  const texts = others
    .map(({ language, title, body }) => {
      const patch = textPatch(served, body);
      const attributes = `data-language="${language}" data-title="${escapeHtml(title)}"`;
      if (patch)
        return `<script type="application/json" ${attributes}>${JSON.stringify(patch).replace(/</g, '\\u003c')}</script>`;
      if (/<\/script/i.test(body)) throw new Error('prerender: a page body holds </script>');
      return `<script type="text/html" ${attributes}>${body}</script>`;
    })
    .join('');
  return (
    texts +
    '<script>(function(){var d=document.documentElement,w=d.getAttribute("data-relocalize"),' +
    'r=document.getElementById("root"),ts=document.querySelectorAll("script[data-language]"),t=null,ok=false;' +
    'for(var i=0;i<ts.length;i++)if(ts[i].getAttribute("data-language")===w)t=ts[i];' +
    'if(t&&r&&r.getAttribute("data-prerendered")===d.lang){' +
    'if(t.type==="text/html"){r.innerHTML=t.textContent;ok=true}else{' +
    'var p=JSON.parse(t.textContent),es=r.getElementsByTagName("*"),tw=document.createTreeWalker(r,4),xs=[],k;' +
    'while(tw.nextNode())xs.push(tw.currentNode);' +
    'if(es.length===p.n[0]&&xs.length===p.n[1]){' +
    'for(k=0;k<p.e.length;k++)p.e[k][2]===null?es[p.e[k][0]].removeAttribute(p.e[k][1]):es[p.e[k][0]].setAttribute(p.e[k][1],p.e[k][2]);' +
    'for(k=0;k<p.t.length;k++)xs[p.t[k][0]].data=p.t[k][1];ok=true}}' +
    'if(ok){r.setAttribute("data-prerendered",w);d.lang=w;' +
    'document.title=t.getAttribute("data-title");d.removeAttribute("data-relocalize")}}' +
    'for(var j=ts.length-1;j>=0;j--)ts[j].parentNode.removeChild(ts[j])})()</script>'
  );
}

/** The address of a prerendered page (`file`) in each language, in Hosting's i18n folders. */
export function localizedPages(base, file) {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      // Hosting's cleanUrls (firebase.json) answers the .html address with a redirect.
      `${base}${LOCALIZED_ROOT}/${hostingFolders(language)[0]}/${file.replace(/\.html$/, '')}`,
    ]),
  );
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The chunks a page's screens need (`screens`: source paths relative to the root), all the way
 * down their static imports, as Vite's preload helper would request them once the entry script
 * has run: `<link rel="modulepreload">` for each one the HTML does not name yet. In the HTML the
 * browser fetches them beside the entry script instead of after it (on slow 4G the report form
 * was hydrated about 0.4 s sooner), and the entry script's first task no longer
 * adds some 40 links to the page (about 80 ms of a phone's main thread). `bundle`: the client
 * build's output (Rollup's generateBundle); the build fails if a screen is not a chunk of it.
 */
export function screenPreloads(bundle, { root, base, template, screens }) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const files = new Set();
  const visit = (fileName) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of bundle[fileName]?.imports ?? []) visit(imported);
  };
  for (const screen of screens) {
    const chunk = chunks.find((c) => c.facadeModuleId === path.join(root, screen));
    if (!chunk) throw new Error(`prerender: ${screen} is no longer a chunk of its own`);
    visit(chunk.fileName);
  }
  return [...files]
    .map((fileName) => `${base}${fileName}`)
    .filter((href) => !template.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
}

/** One page's HTML: Vite's index.html with the rendered app, its language and title. */
export function pageHtml(
  template,
  { language, title, body, notFound = false, preloads = '', localized = {}, others = [] },
) {
  const replaced = template
    .replace('<html lang="en">', `<html lang="${language}" data-mantine-color-scheme="light">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${preloads}${languageCheck(localized)}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${language}"${notFound ? ' data-page="not-found"' : ''}>${body}</div>` +
        (others.length ? languageTemplates(others, body) : ''),
    );
  if (!replaced.includes('data-prerendered=') || !replaced.includes(`lang="${language}"`))
    throw new Error('prerender: index.html no longer has <html lang="en"> and <div id="root">');
  return replaced;
}

/** The Vite plugin: after the browser build (not the server build it starts itself). */
export function prerenderGuestPages() {
  let config;
  let bundle = {};
  return {
    name: 'prerender-guest-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, output) {
      if (!config.build.ssr) bundle = output;
    },
    async closeBundle() {
      // A build that failed before its output was complete (generateBundle did not reach this
      // plugin) has no pages to prerender: its own error is the one to show.
      const failed = Object.keys(bundle).length === 0;
      if (failed || config.build.ssr || config.build.write === false) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // A folder of its own for each build: parallel builds (tests, benchmarks) do not meet, and
      // Node's module cache never hands a second build the first one's modules (the entry is
      // imported by its plain address: its chunks import it back by that address).
      const serverDir = path.join(
        config.root,
        '.cache',
        'prerender',
        `${path.basename(outDir)}-${process.pid}-${Date.now()}`,
      );
      const { build } = await import('vite');
      // The pages render no Firebase call, but some of their modules read the Firebase config when
      // loaded: a build without one (`npm run build -- --mode analyze`) renders them with the
      // emulators' demo config. The browser build is untouched (it still refuses to start).
      const noConfig = !process.env.VITE_FIREBASE_PROJECT_ID && !process.env.VITE_USE_EMULATORS;
      if (noConfig) process.env.VITE_USE_EMULATORS = 'true';
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          sourcemap: false,
          copyPublicDir: false,
          minify: false,
        },
      }).finally(() => {
        if (noConfig) delete process.env.VITE_USE_EMULATORS;
      });
      const server = await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href);
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      writeFileSync(path.join(outDir, APP_SHELL), template);
      const css = readFileSync(path.join(outDir, stylesheetOf(template)), 'utf8');
      // Every page in every language first: a page that carries all languages needs the others.
      const rendered = {};
      for (const page of GUEST_PAGES) {
        rendered[page.file] = {};
        for (const language of LANGUAGES) {
          const body = await server.renderGuestPage(page.url, language, page.notFound);
          if (body.includes(ANY_HOTEL))
            throw new Error(`prerender: ${page.file} names the placeholder hotel (${ANY_HOTEL})`);
          rendered[page.file][language] = {
            language,
            title: server.translate(language, 'common.appName'),
            body,
          };
        }
      }
      for (const language of LANGUAGES) {
        const folders = hostingFolders(language).map((name) =>
          path.join(outDir, LOCALIZED_ROOT, name),
        );
        for (const folder of folders) mkdirSync(folder, { recursive: true });
        for (const page of GUEST_PAGES) {
          const { title, body } = rendered[page.file][language];
          const html = inlineCriticalCss(
            pageHtml(template, {
              language,
              title,
              body,
              notFound: page.notFound,
              // A rewrite's page carries the other languages; any other is fetched when needed.
              localized: page.allLanguages ? {} : localizedPages(config.base, page.file),
              others: page.allLanguages
                ? LANGUAGES.filter((other) => other !== language).map(
                    (other) => rendered[page.file][other],
                  )
                : [],
              preloads: screenPreloads(bundle, {
                root: config.root,
                base: config.base,
                template,
                screens: page.screens ?? [],
              }),
            }),
            css,
          );
          for (const folder of folders) writeFileSync(path.join(folder, page.file), html);
          if (language === 'en') writeFileSync(path.join(outDir, page.file), html);
        }
      }
      rmSync(serverDir, { recursive: true, force: true });
    },
  };
}
