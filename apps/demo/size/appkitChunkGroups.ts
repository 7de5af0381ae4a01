/** A chunk group of rolldown's `output.codeSplitting.groups` for our own code. */
export type AppKitChunkGroup = {
  name: string
  test: RegExp
  /** rolldown's `$initial`: the module runs before the first click (the page's static imports). */
  tags: '$initial'[]
  priority: number
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
]
