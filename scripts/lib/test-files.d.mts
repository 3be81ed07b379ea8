// Types of test-files.mjs for the test config that imports it.
export declare function testFilesContaining(dirs: readonly string[], text: string): string[];
