/** A chunk group of rolldown's `output.codeSplitting.groups`: a name and the module ids it takes. */
export type VendorChunkGroup = { name: string; test: RegExp; priority: number }

/**
 * The libraries the size budget leaves out (React, wagmi and TanStack Query, viem), each family
 * in a chunk of its own (`vendor-*`); their dependencies follow them. Everything else, our
 * packages included, stays where rolldown puts it: the entry or the chunk an `import()` loads.
 */
export const vendorChunkGroups: VendorChunkGroup[] = [
  {
    name: 'vendor-viem',
    test: /[\\/]node_modules[\\/](viem|ox|abitype|@noble|@scure|@adraffy)[\\/]/,
    priority: 30,
  },
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    priority: 20,
  },
  {
    name: 'vendor-wagmi',
    test: /[\\/]node_modules[\\/](wagmi|@wagmi[\\/][^\\/]+|@tanstack[\\/][^\\/]+|use-sync-external-store|zustand|eventemitter3|mipd)[\\/]/,
    priority: 10,
  },
]

/** Whether a chunk is one of the vendor chunks the budget leaves out. */
export function isVendorChunkName(name: string): boolean {
  return vendorChunkGroups.some((group) => group.name === name)
}
