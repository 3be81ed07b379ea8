// Types of emulator-ports.mjs for the tests that import it.
export type EmulatorPorts = Record<string, number>;
export declare function emulatorPorts(offset?: number): EmulatorPorts;
export declare function browserUnsafePorts(ports: EmulatorPorts): [string, number][];
