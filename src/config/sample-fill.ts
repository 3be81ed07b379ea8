/**
 * Whether the forms offer "Fill sample (x/5)". The spec keeps it for testing: it shows in
 * development, in unit tests and in builds that run on the emulators (the demo and the browser
 * tests), and is hidden in a production build unless the deployment turns it on with
 * `VITE_SAMPLE_FILL=on` (`off` hides it anywhere). docs/deploy.md describes the switch.
 */
export function sampleFillEnabled(env: Record<string, string | boolean | undefined>): boolean {
  const setting = typeof env.VITE_SAMPLE_FILL === 'string' ? env.VITE_SAMPLE_FILL.trim() : '';
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  return env.DEV === true || env.MODE === 'test' || env.VITE_USE_EMULATORS === 'true';
}
