import { describe, expect, it } from 'vitest'
import type { BuiltChunk, DemoBuild } from './buildDemo'
import { sourceOfModule } from './buildDemo'
import { entryChunks, measureLoad, staticClosure, UnknownChunkError } from './sizeBudget'

function chunk(fileName: string, rest: Partial<BuiltChunk> = {}): BuiltChunk {
  return {
    fileName,
    name: fileName,
    isEntry: false,
    kind: 'ours',
    imports: [],
    dynamicImports: [],
    bytes: 100,
    gzipBytes: 10,
    sources: {},
    ...rest,
  }
}

const build: DemoBuild = {
  outDir: 'dist',
  chunks: [
    chunk('index.js', {
      isEntry: true,
      imports: ['react.js', 'shared.js', 'app.js'],
      dynamicImports: ['view.js'],
      gzipBytes: 30,
      sources: { core: 50 },
    }),
    chunk('react.js', { kind: 'vendor', gzipBytes: 400 }),
    chunk('app.js', { kind: 'demo', gzipBytes: 9, sources: { demo: 30 } }),
    chunk('shared.js', { imports: ['react.js'], gzipBytes: 5, sources: { core: 7 } }),
    chunk('view.js', { imports: ['shared.js', 'viewDeps.js'], gzipBytes: 20 }),
    chunk('viewDeps.js', { gzipBytes: 3 }),
  ],
}

describe('the size budget arithmetic', () => {
  it('takes the entry and its static imports, transitively, as the first load', () => {
    expect(entryChunks(build)).toEqual(['index.js'])
    expect(staticClosure(build, entryChunks(build))).toEqual([
      'app.js',
      'index.js',
      'react.js',
      'shared.js',
    ])
  })

  it('counts vendor and demo chunks apart from ours and sums the sources of ours', () => {
    expect(measureLoad(build, ['index.js', 'react.js', 'shared.js', 'app.js'])).toEqual({
      files: ['app.js', 'index.js', 'react.js', 'shared.js'],
      oursGzip: 35,
      vendorGzip: 400,
      demoGzip: 9,
      sources: { core: 57 },
    })
  })

  it('refuses a file that is not a chunk of the build', () => {
    expect(() => measureLoad(build, ['elsewhere.js'])).toThrow(UnknownChunkError)
  })

  it('names a module by its package', () => {
    expect(sourceOfModule('/w/packages/scaffold/src/views/Connect.tsx')).toBe('scaffold')
    expect(sourceOfModule('/w/apps/demo/src/App.tsx')).toBe('demo')
    expect(sourceOfModule('/w/node_modules/.pnpm/viem@2/node_modules/viem/_esm/index.js')).toBe(
      'viem',
    )
    expect(
      sourceOfModule('/w/node_modules/.pnpm/x/node_modules/@tanstack/query-core/build/a.js'),
    ).toBe('@tanstack/query-core')
    expect(sourceOfModule('\0vite/preload-helper.js')).toBe('bundler')
  })
})
