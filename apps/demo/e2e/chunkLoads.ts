import { expect, type Page } from '@playwright/test'
import { readBuildReport } from './readBuildReport'

/** The script files the page requested so far (paths under the site, without the leading `/`). */
export function recordScripts(page: Page): Set<string> {
  const requested = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname.slice(1))
  })
  return requested
}

/** The build's chunk files of the module `name` (rolldown names a lazy chunk after its file). */
export function chunkFiles(name: string): string[] {
  const files = readBuildReport()
    .chunks.filter((chunk) => chunk.name === name)
    .map((chunk) => chunk.fileName)
  expect(files, `a chunk named ${name}`).not.toEqual([])
  return files
}
