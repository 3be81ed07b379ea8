// Why no tool does this: vite preview knows nothing of firebase.json's Hosting rules; the tests
// must get what Hosting serves.
// firebase.json's Hosting rules played by `vite preview` (the browser tests' server, `npm run
// preview`), so that they get the page Hosting would serve: the prerendered guest pages in the
// language Hosting would choose, the app shell elsewhere, and every file's caching header. It follows
// the Hosting emulator (superstatic, in firebase-tools), which bench guest runs itself:
//  1. a file at the address (cleanUrls: /status is /status.html; / is /index.html), looked up
//     first in the i18n folders of the `firebase-language-override` cookie's languages, else of
//     Accept-Language's (first subtags), with the reader's country (the
//     `firebase-country-override` cookie, else the x-country-code header a test may send):
//     <lang>_<country> for each language, ALL_<country>, then <lang>_ALL and <lang> for each
//     language; then at the top;
//  2. else the first rewrite whose source matches: its destination file (the emulator does not
//     look a destination up in the i18n folders); a rewrite to a function is left to Vite's proxy;
//  3. else the 404 page (404.html, looked up in the i18n folders first), with status 404.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A firebase.json glob (`*` within a segment, `**` across segments) as a regular expression. */
export function globToRegExp(glob) {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i];
    if (char === '*' && glob[i + 1] === '*') {
      source += '.*';
      i += 1;
    } else if (char === '*') source += '[^/]*';
    else source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function cookieValue(cookie, key) {
  for (const part of (cookie ?? '').split(';').map((c) => c.trim())) {
    if (part.startsWith(`${key}=`)) return part.slice(key.length + 1);
  }
  return '';
}

/** The languages Hosting tries, in order: the override cookie's, else Accept-Language's. */
export function hostingLanguages(headers) {
  const override = cookieValue(headers.cookie, 'firebase-language-override');
  if (override) return override.split(',');
  const seen = [];
  for (const part of String(headers['accept-language'] ?? '').split(',')) {
    const language = part.trim().split(';')[0].split('-')[0];
    if (language && !seen.includes(language)) seen.push(language);
  }
  return seen;
}

/** The reader's country as Hosting knows it: the override cookie's, else the request's. */
export function hostingCountry(headers) {
  return (
    cookieValue(headers.cookie, 'firebase-country-override') || headers['x-country-code'] || ''
  );
}

/**
 * The file Hosting serves for `pathname` (relative to the public folder) and its status, or null
 * when a rewrite sends it to a function (or nothing matches and there is no 404 page).
 */
export function resolveHostingFile(hosting, publicDir, pathname, headers) {
  const isFile = (file) => {
    const full = path.join(publicDir, file);
    return existsSync(full) && statSync(full).isFile();
  };
  const localized = (file) => {
    const root = hosting.i18n?.root;
    const languages = root ? hostingLanguages(headers) : [];
    const country = root ? hostingCountry(headers) : '';
    const candidates = root
      ? [
          ...(country
            ? [
                ...languages.map((language) =>
                  path.posix.join(root, `${language}_${country}`, file),
                ),
                path.posix.join(root, `ALL_${country}`, file),
              ]
            : []),
          ...languages.flatMap((language) => [
            path.posix.join(root, `${language}_ALL`, file),
            path.posix.join(root, language, file),
          ]),
        ]
      : [];
    return [...candidates, file].find(isFile) ?? null;
  };
  const clean = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
  const direct =
    localized(clean) ??
    (hosting.cleanUrls && !path.extname(clean) ? localized(`${clean}.html`) : null);
  const relative = (file) => file.replace(/^\/+/, '');
  if (direct) return { file: relative(direct), status: 200 };
  for (const rewrite of hosting.rewrites ?? []) {
    if (!globToRegExp(rewrite.source).test(pathname)) continue;
    if (!rewrite.destination) return null;
    return isFile(rewrite.destination)
      ? { file: relative(rewrite.destination), status: 200 }
      : null;
  }
  const missing = localized('/404.html');
  return missing ? { file: relative(missing), status: 404 } : null;
}

/** The headers firebase.json gives the address `pathname` (its `headers` rules; a later one wins). */
export function hostingHeaders(hosting, pathname) {
  const headers = {};
  for (const rule of hosting.headers ?? []) {
    if (!globToRegExp(rule.source).test(pathname)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/**
 * The Vite plugin: HTML as Hosting would serve it; every other file is served by Vite with the
 * headers firebase.json gives it (the assets' immutable caching: without it a second tab
 * revalidates each of the dashboard's chunks with the server, which Hosting never asks for).
 */
export function hostingPreview(root) {
  const hosting = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')).hosting;
  return {
    name: 'hosting-preview',
    configurePreviewServer(server) {
      const publicDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        let pathname;
        try {
          pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
        } catch {
          return next();
        }
        const found = resolveHostingFile(hosting, publicDir, pathname, request.headers);
        if (!found || !found.file.endsWith('.html')) {
          // Vite's file server keeps a header already set (its own default is no-cache).
          for (const [key, value] of Object.entries(hostingHeaders(hosting, pathname)))
            response.setHeader(key, value);
          return next();
        }
        const body = readFileSync(path.join(publicDir, found.file));
        response.statusCode = found.status;
        for (const [key, value] of Object.entries(hostingHeaders(hosting, pathname)))
          response.setHeader(key, value);
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Content-Length', body.length);
        response.end(request.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
