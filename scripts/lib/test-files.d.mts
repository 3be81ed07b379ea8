// Types of test-files.mjs for the test configs that import it.
export declare function testFilesContaining(dirs: readonly string[], text: string): string[];
