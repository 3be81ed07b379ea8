// Types of rules-projects.mjs for the rules tests' support file that imports it.
export declare function rulesProjectOf(appProjectId: string, testFile: string): string;
