// Why no tool does this: firebase.json fixes one set of ports; parallel runs need every port
// shifted by one offset.
// The emulators' ports, and which offsets a browser cannot use (scripts/lib/emulators.mjs).

const BASE_PORTS = {
  auth: 9099,
  firestore: 8080,
  firestoreWebsocket: 9150,
  functions: 5001,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  /** Only for the runs that serve a build the way Hosting does (bench guest). */
  hosting: 5100,
};

/** Fixed ports (README lists them); EMULATOR_PORT_OFFSET shifts all of them for parallel runs. */
export function emulatorPorts(offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0)) {
  const shift = Number.isInteger(offset) ? offset : 0;
  return Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + shift]));
}

/**
 * Ports Chromium refuses to connect to (net::ERR_UNSAFE_PORT; Chromium's list of restricted
 * ports, those above 1024): an offset that puts an emulator on one of them breaks every browser
 * test that calls it, with no hint in the test's own output (offset 60 puts Functions on 5061).
 */
const BROWSER_UNSAFE_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669,
  6679, 6697, 10080,
]);

/** The emulators (by name) that an offset would put on a port the browser refuses. */
export function browserUnsafePorts(ports) {
  return Object.entries(ports).filter(([, port]) => BROWSER_UNSAFE_PORTS.has(port));
}
