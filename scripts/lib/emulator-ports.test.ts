import { describe, expect, test } from 'vitest';
import { browserUnsafePorts, emulatorPorts } from './emulator-ports.mjs';

describe('emulator ports for an offset', () => {
  test('the default ports and the usual offsets are all ports a browser connects to', () => {
    for (const offset of [0, 10, 20, 30, 40, 50, 70])
      expect(browserUnsafePorts(emulatorPorts(offset))).toEqual([]);
  });

  test('an offset that puts an emulator on a port Chromium refuses is named with that port', () => {
    expect(browserUnsafePorts(emulatorPorts(60))).toContainEqual(['functions', 5061]);
  });
});
