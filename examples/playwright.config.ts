import { definePlaywrightConfig } from '../packages/test/src/definePlaywrightConfig'

// The consumer apps (examples/vite-react, examples/next-app) as a dapp developer has them: the
// global setup packs the publishable packages (scripts/packPackages.mjs, the dry release the
// publish check makes), installs those tarballs into a temporary copy of each app, builds each
// once and serves it on 127.0.0.1 beside one anvil; the specs connect the dev wallet in Chromium.
export default definePlaywrightConfig({
  globalSetup: './e2e/globalSetup.ts',
  // A test waits for the first render of a production build on a loaded 2-core machine.
  timeout: 60_000,
})
