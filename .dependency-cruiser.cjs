/** Import rules: no cycles, and the layers of ARCHITECTURE.md point down only. */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle between modules.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'ui-has-no-store',
      severity: 'error',
      comment: '@appkit/ui is presentational: it never imports @appkit/core.',
      from: { path: '^packages/ui/' },
      to: { path: '^packages/core/|@appkit/core' },
    },
    {
      name: 'core-has-no-react-or-chain-library',
      severity: 'error',
      comment: '@appkit/core has no React and no chain library.',
      from: { path: '^packages/core/src', pathNot: '\\.test\\.ts$' },
      to: {
        path: 'node_modules/(react|react-dom|viem|wagmi|@wagmi|@solana|@polkadot|bitcoinjs-lib|@cosmjs)/',
      },
    },
    {
      name: 'core-does-not-import-upper-layers',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^packages/(ui|scaffold|adapter-[^/]+|siwx)/' },
    },
    {
      name: 'adapters-depend-on-core-only',
      severity: 'error',
      from: { path: '^packages/adapter-[^/]+/' },
      to: { path: '^packages/(ui|scaffold)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|coverage|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
}
