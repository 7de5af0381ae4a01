/** The bare specifiers a JS or TS source imports (see bareImports.mjs). */
export declare function bareImports(source: string): string[]
