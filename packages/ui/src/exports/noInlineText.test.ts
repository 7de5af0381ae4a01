import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'

const srcDir = join(import.meta.dirname, '..')
// Attributes a reader hears or sees; their text must come from props or a messages object.
const textAttributes = new Set(['aria-label', 'title', 'alt', 'placeholder', 'label'])

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return componentFiles(path)
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : []
  })
}

/** Every literal word written into JSX (text children and text attributes) of a TSX text. */
function inlineTexts(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim())
    if (
      ts.isJsxAttribute(node) &&
      textAttributes.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      /\p{L}/u.test(node.initializer.text)
    )
      found.push(`${node.name.getText(source)}="${node.initializer.text}"`)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found.map((text) => `${relative(srcDir, file)}: ${text}`)
}

test('"the kit has no inline English": no JSX text or text attribute is written in a component', () => {
  const files = componentFiles(srcDir)
  expect(files.length).toBeGreaterThan(30)
  expect(files.flatMap((file) => inlineTexts(file))).toEqual([])
  // The scan finds what it looks for: a planted text child and label.
  const planted = join(srcDir, 'Planted.tsx')
  expect(
    inlineTexts(planted, 'export const P = () => <button aria-label="Close">{x} Back</button>'),
  ).toEqual(['Planted.tsx: aria-label="Close"', 'Planted.tsx: Back'])
})
