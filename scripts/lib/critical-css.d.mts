export function classesOf(html: string): Set<string>;
export function criticalCss(css: string, html: string): string;
export function stylesheetOf(html: string): string;
export function inlineCriticalCss(html: string, css: string): string;
