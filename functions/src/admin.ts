import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** firebase-admin, initialised once for every function. */
export const adminApp = getApps()[0] ?? initializeApp();
export const db = getFirestore(adminApp);
export const adminAuth = getAuth(adminApp);

/** Spec §9: callables run in us-central1. */
export const REGION = 'us-central1';
