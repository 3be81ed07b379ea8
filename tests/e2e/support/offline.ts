import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/lib/chromium.mjs';
import { adminDb } from '../../support/emulator';
import { DEMO_PROJECT_ID } from '@/firebase/config';
import { pngBuffer } from './files';
import { BASE_URL } from './server';

// What the tests of the offline desk share (tests/e2e/offline*.test.ts, docs/offline.md): a
// Chromium of their own with a profile on disk (a restart is a new browser on the same profile)
// and the service worker allowed, registration with a photo, and the server's view through the
// emulators.
export const WEST = 'America/Los_Angeles';
export const RUN = Date.now().toString(36).toUpperCase();
export const HOTEL = 'sakura-tokyo';

/**
 * How long a page load or a screen of these tests may take before the test fails (the config
 * sets no limit on navigations and waits, so a page that never loads, e.g. an address the
 * service worker does not serve offline, would otherwise hold a test until its own timeout).
 */
export const WITHIN = 60_000;

const profiles: string[] = [];

/** Deletes the items of these names and the profiles made so far (a file's afterAll). */
export async function cleanUp(itemNames: string[]): Promise<void> {
  const db = adminDb();
  for (const itemName of itemNames) {
    const items = await db.collection('found-items').where('itemName', '==', itemName).get();
    await Promise.all(items.docs.map((item) => item.ref.delete()));
  }
  for (const dir of profiles.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function newProfile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lf-offline-'));
  profiles.push(dir);
  return dir;
}

/** `serviceWorkers: 'block'`: a first visit whose files the worker has not kept yet. */
export function launch(
  profile: string,
  offline = false,
  serviceWorkers: 'allow' | 'block' = 'allow',
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: findChromium({ headlessShell: true }),
    args: [...CHROMIUM_ARGS],
    headless: true,
    baseURL: BASE_URL,
    timezoneId: WEST,
    locale: 'en-US',
    serviceWorkers,
    offline,
  });
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** After the first visit: the worker has precached the app and controls the reloaded page. */
export async function installed(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 30_000,
    })
    .toBe('activated');
  // The load after the sign-in also starts Firestore's device cache (src/firebase/device-cache.ts).
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

export async function registerWithPhoto(
  page: Page,
  itemName: string,
  photo: string,
): Promise<void> {
  await openRegistration(page);
  await fillAndRegister(page, itemName, photo);
}

/** Opens the hotel's Register a found item form and waits for its heading. */
export async function openRegistration(page: Page): Promise<void> {
  await page.goto(`/${HOTEL}/found-items/register`, { timeout: WITHIN });
  await page.getByRole('heading', { name: 'Register a found item' }).waitFor({ timeout: WITHIN });
}

/** On the open registration form: fills in an umbrella of this name with one photo, and sends. */
export async function fillAndRegister(page: Page, itemName: string, photo: string): Promise<void> {
  await page
    .getByLabel(/^Item type/)
    .first()
    .fill('Umbrella');
  await page.keyboard.press('Escape');
  await page.getByLabel(/^Item name/).fill(itemName);
  await page.getByLabel(/^Room number/).fill('1203');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: photo, mimeType: 'image/png', buffer: pngBuffer() });
  await page.getByRole('img', { name: photo }).waitFor({ timeout: WITHIN });
  await page.getByRole('button', { name: 'Register item' }).click();
}

/** The item as the server has it (the emulator, through firebase-admin), or null. */
export async function onServer(
  itemName: string,
): Promise<({ id: string } & Record<string, unknown>)[]> {
  const items = await adminDb().collection('found-items').where('itemName', '==', itemName).get();
  return items.docs.map((item) => ({ id: item.id, ...item.data() }));
}

/** The objects in an item's photo folder in the Storage emulator (as its owner sees them). */
export async function storedPhotos(itemId: string): Promise<string[]> {
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199';
  const bucket = `${DEMO_PROJECT_ID}.appspot.com`;
  const prefix = encodeURIComponent(`found-items/${HOTEL}/${itemId}/`);
  const response = await fetch(`http://${host}/v0/b/${bucket}/o?prefix=${prefix}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  const body = (await response.json()) as { items?: { name: string }[] };
  return (body.items ?? []).map((item) => item.name);
}

export const waitingBadge = (page: Page) =>
  page.getByRole('status').filter({ hasText: /items?, \d+ photos? waiting/ });
