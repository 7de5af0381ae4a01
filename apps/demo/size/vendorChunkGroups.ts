/** A chunk group of rolldown's `output.codeSplitting.groups`: a name and the module ids it takes. */
export type VendorChunkGroup = {
  name: string
  test: RegExp
  priority: number
  includeDependenciesRecursively?: boolean
}

/**
 * The libraries the size budget leaves out (React, wagmi and TanStack Query, viem), each family
 * in a chunk of its own (`vendor-*`), their dependencies following them; and the demo's own
 * components (`demo-app`, the dapp, not the modal). Everything else, our packages and their
 * other dependencies, stays where rolldown puts it: the entry or the chunk an `import()` loads.
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
  // The demo's own components, without the packages they import (those stay where they are).
  // Not its entry module: the entry chunk then runs main.tsx after our modules it imports (the
  // two chunks import each other, so demo components must not call imports at module level).
  // Nor the sign-in card main.tsx loads with `?siwx=` only: in this group it would pull the
  // scaffold's useAppKitSiwx into the first load.
  {
    name: 'demo-app',
    test: /[\\/]apps[\\/]demo[\\/]src[\\/](?!main\.tsx$|SiwxSessionCard\.tsx$)/,
    priority: 5,
    includeDependenciesRecursively: false,
  },
]

/** What a chunk holds for the budget: a left-out library, the demo's own code, or ours. */
export type ChunkKind = 'vendor' | 'demo' | 'ours'

/** The kind of the chunk named `name` (its rolldown chunk name). */
export function chunkKindOf(name: string): ChunkKind {
  if (name === 'demo-app') return 'demo'
  return name.startsWith('vendor-') && vendorChunkGroups.some((group) => group.name === name)
    ? 'vendor'
    : 'ours'
}
