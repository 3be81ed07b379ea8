// Types of import-graph.mjs for its test.
export declare function staticImports(source: string): string[];
export declare function isPackageSpecifier(specifier: string): boolean;
export declare function packagesReachedFrom(
  entry: string,
  root?: string,
): { specifier: string; importedBy: string }[];
