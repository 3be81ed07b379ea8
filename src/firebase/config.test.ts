import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID, MissingFirebaseConfigError, readFirebaseConfig } from './config';

describe('readFirebaseConfig', () => {
  it('names the same demo project as .firebaserc, which the scripts and the Firebase CLI read', () => {
    const firebaserc = JSON.parse(readFileSync('.firebaserc', 'utf8')) as {
      projects: { default: string };
    };
    expect(firebaserc.projects.default).toBe(DEMO_PROJECT_ID);
    expect(DEMO_PROJECT_ID.startsWith('demo-')).toBe(true);
  });

  it('uses the demo project and the fixed emulator ports when VITE_USE_EMULATORS is true', () => {
    const config = readFirebaseConfig({ VITE_USE_EMULATORS: 'true' });
    expect(config.mode).toBe('emulators');
    expect(config.options.projectId).toBe(DEMO_PROJECT_ID);
    expect(config.mode === 'emulators' && config.emulators).toEqual({
      host: '127.0.0.1',
      auth: 9099,
      firestore: 8080,
      functions: 5001,
      storage: 9199,
    });
  });

  it('takes shifted emulator ports from the environment', () => {
    const config = readFirebaseConfig({
      VITE_USE_EMULATORS: 'true',
      VITE_FIRESTORE_EMULATOR_PORT: '8180',
      VITE_AUTH_EMULATOR_PORT: 'not-a-port',
    });
    expect(config.mode === 'emulators' && config.emulators.firestore).toBe(8180);
    expect(config.mode === 'emulators' && config.emulators.auth).toBe(9099);
  });

  it('reads a real project from VITE_FIREBASE_* variables', () => {
    const config = readFirebaseConfig({
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'hotel.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'hotel',
      VITE_FIREBASE_STORAGE_BUCKET: 'hotel.appspot.com',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(config).toMatchObject({ mode: 'production', options: { projectId: 'hotel' } });
    expect(config.mode === 'production' && config.appCheckSiteKey).toBeNull();
  });

  it('turns App Check on only for a real project with VITE_APPCHECK_SITE_KEY', () => {
    const real = readFirebaseConfig({
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'hotel.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'hotel',
      VITE_FIREBASE_STORAGE_BUCKET: 'hotel.appspot.com',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
      VITE_APPCHECK_SITE_KEY: ' site-key ',
    });
    expect(real.mode === 'production' && real.appCheckSiteKey).toBe('site-key');
    const emulators = readFirebaseConfig({
      VITE_USE_EMULATORS: 'true',
      VITE_APPCHECK_SITE_KEY: 'site-key',
    });
    expect('appCheckSiteKey' in emulators).toBe(false);
  });

  it('fails at start with the list of every missing variable', () => {
    expect(() =>
      readFirebaseConfig({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_APP_ID: ' ' }),
    ).toThrow(MissingFirebaseConfigError);
    try {
      readFirebaseConfig({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_APP_ID: ' ' });
    } catch (error) {
      expect((error as MissingFirebaseConfigError).missing).toEqual([
        'VITE_FIREBASE_AUTH_DOMAIN',
        'VITE_FIREBASE_PROJECT_ID',
        'VITE_FIREBASE_STORAGE_BUCKET',
        'VITE_FIREBASE_APP_ID',
      ]);
    }
  });
});
