#!/usr/bin/env node
// Lists every constant exported from packages/core/src/constants and the files outside tests that
// read it. Exits non-zero when a constant is read by nothing but its own definition and tests
// (SPEC rules must reach the product, not only a unit test).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const constantsDir = join(root, 'packages/core/src/constants')
const searchRoots = ['packages', 'apps'].map((dir) => join(root, dir))
const skipDirs = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  '.turbo',
  'coverage',
  'vectors',
])
const isTestFile = (path) =>
  /\.(test|spec|stories)\.[cm]?tsx?$/.test(path) || /\/(testing|e2e)\//.test(path)

function listSources(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (skipDirs.has(name) || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) listSources(path, out)
    else if (/\.[cm]?tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path)
  }
  return out
}

const definitions = new Map()
for (const name of readdirSync(constantsDir)) {
  const path = join(constantsDir, name)
  if (!name.endsWith('.ts') || isTestFile(path)) continue
  for (const match of readFileSync(path, 'utf8').matchAll(/^export const ([A-Z][A-Z0-9_]*)\b/gm)) {
    definitions.set(match[1], path)
  }
}

const readers = new Map([...definitions.keys()].map((name) => [name, []]))
const pattern = new RegExp(`\\b(${[...definitions.keys()].join('|')})\\b`, 'g')
for (const file of searchRoots.flatMap((dir) => listSources(dir))) {
  if (
    isTestFile(file) ||
    file.includes('/src/exports/') ||
    file === join(constantsDir, 'index.ts')
  ) {
    continue
  }
  const counts = new Map()
  for (const [, name] of readFileSync(file, 'utf8').matchAll(pattern)) {
    counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  for (const [name, count] of counts) {
    // The defining file counts as a reader only when it uses the constant beyond its definition.
    if (definitions.get(name) === file && count < 2) continue
    readers.get(name).push(relative(root, file))
  }
}

const unread = [...readers].filter(([, files]) => files.length === 0).map(([name]) => name)
if (process.argv.includes('--list')) {
  for (const [name, files] of readers) console.log(`${name}: ${files.join(', ') || '(unread)'}`)
}
if (unread.length > 0) {
  console.error(`${unread.length} of ${definitions.size} core constants are read only by tests:`)
  for (const name of unread) console.error(`  ${name} (${relative(root, definitions.get(name))})`)
  process.exit(1)
}
console.log(`all ${definitions.size} core constants are read outside tests`)
