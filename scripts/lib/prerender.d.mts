import type { Plugin } from 'vite';

export const LOCALIZED_ROOT: string;
export const LANGUAGES: string[];
export const APP_SHELL: string;
export const PICK_LANGUAGE: string;
export function hostingFolders(language: string): string[];
export const GUEST_PAGES: {
  file: string;
  url: string;
  screens?: string[];
  notFound?: boolean;
  allLanguages?: boolean;
}[];
export function pageHtml(
  template: string,
  page: {
    language: string;
    title: string;
    body: string;
    notFound?: boolean;
    preloads?: string;
    localized?: Record<string, string>;
    others?: { language: string; title: string; body: string }[];
  },
): string;
export function languageTemplates(
  others: { language: string; title: string; body: string }[],
  served: string,
): string;
export function textPatch(
  served: string,
  other: string,
): { n: [number, number]; e: [number, string, string | null][]; t: [number, string][] } | null;
export function languageCheck(localized: Record<string, string>): string;
export function localizedPages(base: string, file: string): Record<string, string>;
export function screenPreloads(
  bundle: Record<string, unknown>,
  options: { root: string; base: string; template: string; screens: string[] },
): string;
export function prerenderGuestPages(): Plugin;
