/** The built app's port for the browser tests: 5174, shifted like the emulator ports. */
export const E2E_PORT = 5174 + (Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
