import { describe, expect, it } from 'vitest';
import { sampleFillEnabled } from './sample-fill';

const production = { DEV: false, PROD: true, MODE: 'production' };

describe('sampleFillEnabled', () => {
  it('shows the sample fill in development, tests and emulator (demo) builds', () => {
    expect(sampleFillEnabled({ DEV: true, MODE: 'development' })).toBe(true);
    expect(sampleFillEnabled({ DEV: true, MODE: 'test' })).toBe(true);
    expect(sampleFillEnabled({ ...production, VITE_USE_EMULATORS: 'true' })).toBe(true);
  });

  it('hides it in a production build unless the deployment turns it on', () => {
    expect(sampleFillEnabled(production)).toBe(false);
    expect(sampleFillEnabled({ ...production, VITE_USE_EMULATORS: 'false' })).toBe(false);
    expect(sampleFillEnabled({ ...production, VITE_SAMPLE_FILL: 'on' })).toBe(true);
    expect(sampleFillEnabled({ ...production, VITE_SAMPLE_FILL: 'yes' })).toBe(false);
  });

  it('lets a build turn it off even on the emulators', () => {
    expect(sampleFillEnabled({ DEV: true, VITE_SAMPLE_FILL: 'off' })).toBe(false);
  });
});
