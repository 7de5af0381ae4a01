import ts from 'typescript'

/**
 * The bare specifiers (`pkg`, `@scope/pkg/sub`) a JS or TS file imports, statically or not.
 * TypeScript's own pre-processor reads them, so an import-shaped line inside a comment or a
 * string is not taken for an import.
 * @param {string} source
 * @returns {string[]}
 */
export function bareImports(source) {
  const found = new Set()
  for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
    if (!fileName.startsWith('.') && !fileName.startsWith('/')) found.add(fileName)
  }
  return [...found]
}
