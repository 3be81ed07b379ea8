import type { Plugin } from 'vite';

export const LOCALIZED_ROOT: string;
export const LANGUAGES: string[];
export const APP_SHELL: string;
export const GUEST_PAGES: { file: string; url: string; notFound?: boolean }[];
export function pageHtml(
  template: string,
  page: { language: string; title: string; body: string; notFound?: boolean },
): string;
export function prerenderGuestPages(): Plugin;
