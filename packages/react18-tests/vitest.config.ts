import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

const require = createRequire(import.meta.url)
/** The folder of this package's copy of `name` (React 18 and the testing library bound to it). */
const packagesDir = fileURLToPath(new URL('..', import.meta.url))
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`))

/**
 * The ui and scaffold tests that render every view, the modal host, the buttons and the web
 * components, run a second time against React 18.3 (their own projects run React 19): `react`,
 * `react-dom` and `@testing-library/react` resolve to this package's React 18 copies, and valtio
 * goes through the transform so its `react` import does too.
 */
export default defineProject({
  resolve: {
    alias: {
      react: packageDir('react'),
      'react-dom': packageDir('react-dom'),
      '@testing-library/react': packageDir('@testing-library/react'),
    },
  },
  test: {
    name: 'react18',
    // The packages folder, so the include list names the ui and scaffold test files.
    dir: packagesDir,
    environment: 'happy-dom',
    testTimeout: 30_000,
    include: [
      'ui/src/styles/ComponentStyle.test.tsx',
      'ui/src/components/Dialog/*.test.tsx',
      'ui/src/components/OtpInput/*.test.tsx',
      'scaffold/src/host/RouterOutlet.test.tsx',
      'scaffold/src/views/Connect/ConnectView.test.tsx',
      'scaffold/src/views/Account/AccountView.test.tsx',
      'scaffold/src/views/AllWallets/AllWalletsView.test.tsx',
      'scaffold/src/react/buttons/buttons.test.tsx',
      'scaffold/src/react/hooks.test.tsx',
      'scaffold/src/react/serverRender.test.tsx',
      'scaffold/src/web-components/defineAppKitElements.test.ts',
      'react18-tests/src/**/*.test.{ts,tsx}',
    ],
    setupFiles: [`${packagesDir}/scaffold/src/testSetup.ts`],
    server: { deps: { inline: ['valtio'] } },
  },
})
