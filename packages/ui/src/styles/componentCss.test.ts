import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'
import { tokens } from '../theme/tokens'

const srcDir = join(import.meta.dirname, '..')
const contract = new Set<string>(Object.values(tokens))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The CSS template strings of a source text (`const xCss = `...``). */
function cssStrings(text: string): string[] {
  return [...text.matchAll(/Css = `([^`]*)`/g)].map((match) => match[1] ?? '')
}

/** What breaks the token contract or right-to-left layout in the CSS of one source text. */
function findProblems(file: string, text: string): string[] {
  const problems: string[] = []
  // Custom properties a component sets for itself (e.g. --ak-alert-color) are its own to read.
  const local = new Set([...text.matchAll(/['"]?(--ak-[a-z0-9-]+)['"]?\s*:/g)].map((m) => m[1]))
  for (const css of cssStrings(text)) {
    for (const [, name] of css.matchAll(/var\((--ak-[a-z0-9-]+)/g))
      if (name && !contract.has(name) && !local.has(name)) problems.push(`unknown token ${name}`)
    for (const [declaration, property, value] of css.matchAll(
      /(?<=[{;])(gap|row-gap|column-gap|padding[a-z-]*|margin[a-z-]*|inset[a-z-]*):([^;}]*)/g,
    )) {
      if (/\d+(\.\d+)?px/.test(value ?? '')) problems.push(`hard-coded px: ${declaration}`)
      if (/-(left|right)$/.test(property ?? '')) problems.push(`physical side: ${declaration}`)
      const parts = (value ?? '').trim().split(/\s+(?![^(]*\))/)
      if (/^(padding|margin)$/.test(property ?? '') && parts.length === 4 && parts[1] !== parts[3])
        problems.push(`asymmetric left/right: ${declaration}`)
    }
    for (const [declaration] of css.matchAll(/(?<=[{;])(left|right):(?!50%)[^;}]*/g))
      problems.push(`physical side: ${declaration}`)
  }
  return problems.map((problem) => `${relative(srcDir, file)}: ${problem}`)
}

test('"a typed token contract": component CSS reads only tokens, spacing from the scale, and logical sides (RTL)', () => {
  const files = sourceFiles(join(srcDir, 'components'))
  const withCss = files.filter((file) => cssStrings(readFileSync(file, 'utf8')).length > 0)
  expect(withCss.length).toBeGreaterThan(25)
  expect(files.flatMap((file) => findProblems(file, readFileSync(file, 'utf8')))).toEqual([])
})

test('the scan finds what it looks for: px gaps, unknown tokens, left/right paddings and offsets', () => {
  const planted =
    'const plantedCss = `.a{gap:8px;padding:4px 10px 4px 4px;color:var(--ak-colour-fg)}.b{left:0;margin-right:var(--ak-spacing-s)}`'
  expect(findProblems(join(srcDir, 'Planted.tsx'), planted)).toEqual([
    'Planted.tsx: unknown token --ak-colour-fg',
    'Planted.tsx: hard-coded px: gap:8px',
    'Planted.tsx: hard-coded px: padding:4px 10px 4px 4px',
    'Planted.tsx: asymmetric left/right: padding:4px 10px 4px 4px',
    'Planted.tsx: physical side: margin-right:var(--ak-spacing-s)',
    'Planted.tsx: physical side: left:0',
  ])
})
