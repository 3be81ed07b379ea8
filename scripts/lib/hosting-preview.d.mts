import type { Plugin } from 'vite';

export interface HostingConfig {
  cleanUrls?: boolean;
  i18n?: { root: string };
  rewrites?: { source: string; destination?: string }[];
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}
export function globToRegExp(glob: string): RegExp;
export function hostingCountry(headers: Record<string, string | string[] | undefined>): string;
export function hostingLanguages(headers: Record<string, string | string[] | undefined>): string[];
export function resolveHostingFile(
  hosting: HostingConfig,
  publicDir: string,
  pathname: string,
  headers: Record<string, string | string[] | undefined>,
): { file: string; status: number } | null;
export function hostingHeaders(hosting: HostingConfig, pathname: string): Record<string, string>;
export function hostingPreview(root: string): Plugin;
