/** A chunk group of rolldown's `output.codeSplitting.groups` for our own code. */
export type AppKitChunkGroup = {
  name: string
  test: RegExp
  /** rolldown's `$initial`: the module runs before the first click (the page's static imports). */
  tags?: '$initial'[]
  priority: number
  /** rolldown: capture a module only when at least this many chunks import it. */
  minShareCount?: number
  /** rolldown: one chunk per set of chunks importing the modules, not one for all. */
  entriesAware?: boolean
  /** rolldown: such a per-set chunk smaller than this (bytes) joins its closest neighbour. */
  entriesAwareMergeThreshold?: number
}

/**
 * Our code (core, ui, scaffold, the adapter, their other dependencies) that the page runs
 * before the first click, in one chunk (`appkit`) rather than the two dozen small ones rolldown
 * would share out among the entry and the chunks `import()` loads: the browser makes one
 * request for it where it made about twenty-five before the Connect button could show, and one
 * chunk compresses better than many (the first load fell from 44.62 to 37.82 KiB gzip with the
 * same modules). Code loaded on
 * demand (the modal, its views, the adapters loaded on use) keeps its own chunks. After the
 * vendor and demo groups: a higher priority takes a module first.
 */
export const appkitChunkGroups: AppKitChunkGroup[] = [
  { name: 'appkit', test: /[\\/](packages|node_modules)[\\/]/, tags: ['$initial'], priority: 1 },
  // The code the chunks loaded on demand share (the modal host, its views, the adapters), one
  // chunk per set of chunks sharing it, the small ones (under 2 KiB) merged into a neighbour:
  // opening the modal fetched 22 files (many a few hundred bytes: parseCaipNetworkId, Link,
  // fieldCss, ...), now 16, for 1.1 KiB gzip more on click (33.66 → 34.74 of its 40.00).
  {
    name: 'appkit-shared',
    test: /[\\/](packages|node_modules)[\\/]/,
    minShareCount: 2,
    entriesAware: true,
    entriesAwareMergeThreshold: 2048,
    priority: 0,
  },
]
