/** What the global setup hands the specs (through the environment the workers inherit). */
export type ExamplesEnv = {
  /** The anvil node (chain 1) the apps and the dev wallet use. */
  readonly rpcUrl: string
  readonly viteUrl: string
  /** examples/vite-react18: the React 18 + wagmi 2 app (`/`) and its plain HTML page. */
  readonly viteReact18Url: string
  readonly nextUrl: string
  /** The dev wallet's page script, built for this run. */
  readonly pageScript: string
}

export const EXAMPLES_ENV = 'APPKIT_EXAMPLES'

export function readExamplesEnv(): ExamplesEnv {
  const value = process.env[EXAMPLES_ENV]
  if (!value)
    throw new Error(`${EXAMPLES_ENV} is not set: run through examples/playwright.config.ts`)
  return JSON.parse(value) as ExamplesEnv
}
