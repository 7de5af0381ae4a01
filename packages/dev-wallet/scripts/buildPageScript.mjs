// Builds the dev wallet's page script: one IIFE file (viem included) that a test injects with
// Playwright `addInitScript({ path })` or a page loads with a <script> tag, configured from
// `window.__APPKIT_DEV_WALLET__`; the Solana one (dev-wallet-solana.iife.js) from
// `window.__APPKIT_DEV_WALLET_SOLANA__`. Run `pnpm --filter @appkit/dev-wallet build`, or import it.
import { renameSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const packageRoot = fileURLToPath(new URL('..', import.meta.url))

/** Where the page script is written by default. */
export const PAGE_SCRIPT_PATH = fileURLToPath(
  new URL('../dist/dev-wallet.iife.js', import.meta.url),
)

/**
 * Bundles src/pageScript/pageScriptEntry.ts into an IIFE for browsers; resolves to the file and
 * its size in bytes.
 */
export function buildPageScript({ outfile = PAGE_SCRIPT_PATH, minify = true } = {}) {
  return buildIife('src/pageScript/pageScriptEntry.ts', outfile, minify)
}

/**
 * Bundles `entry` into an IIFE for browsers at `outfile`; resolves to the file and its size.
 * Written beside it first, then renamed into place: the test command runs suites side by side, and
 * one may rebuild a page script while another's page is reading it.
 */
async function buildIife(entry, outfile, minify) {
  const partial = `${outfile}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`
  await build({
    absWorkingDir: packageRoot,
    entryPoints: [entry],
    outfile: partial,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify,
    legalComments: 'none',
    logLevel: 'warning',
  })
  renameSync(partial, outfile)
  return { outfile, bytes: statSync(outfile).size }
}

/** Where the Solana page script (a separate IIFE, so EVM-only pages stay unchanged) is written. */
export const SOLANA_PAGE_SCRIPT_PATH = fileURLToPath(
  new URL('../dist/dev-wallet-solana.iife.js', import.meta.url),
)

/**
 * Bundles src/solana/solanaPageScriptEntry.ts (the Wallet Standard Solana dev wallet) into its
 * own IIFE; resolves to the file and its size in bytes.
 */
export function buildSolanaPageScript({ outfile = SOLANA_PAGE_SCRIPT_PATH, minify = true } = {}) {
  return buildIife('src/solana/solanaPageScriptEntry.ts', outfile, minify)
}

/** Where the Bitcoin page script (a separate IIFE as well) is written by default. */
export const BITCOIN_PAGE_SCRIPT_PATH = fileURLToPath(
  new URL('../dist/dev-wallet-bitcoin.iife.js', import.meta.url),
)

/**
 * Bundles src/bitcoin/pageScript/bitcoinPageScriptEntry.ts (the Wallet Standard Bitcoin dev
 * wallet, bitcoinjs-lib included) into its own IIFE; resolves to the file and its size in bytes.
 */
export function buildBitcoinPageScript({ outfile = BITCOIN_PAGE_SCRIPT_PATH, minify = true } = {}) {
  return buildIife('src/bitcoin/pageScript/bitcoinPageScriptEntry.ts', outfile, minify)
}

/** Where the Cosmos page script (a separate IIFE as well) is written by default. */
export const COSMOS_PAGE_SCRIPT_PATH = fileURLToPath(
  new URL('../dist/dev-wallet-cosmos.iife.js', import.meta.url),
)

/**
 * Bundles src/cosmos/pageScript/cosmosPageScriptEntry.ts (the Keplr-style Cosmos dev wallet,
 * cosmjs included) into its own IIFE; resolves to the file and its size in bytes.
 */
export function buildCosmosPageScript({ outfile = COSMOS_PAGE_SCRIPT_PATH, minify = true } = {}) {
  return buildIife('src/cosmos/pageScript/cosmosPageScriptEntry.ts', outfile, minify)
}

/** Where the Polkadot page script (a separate IIFE as well) is written by default. */
export const POLKADOT_PAGE_SCRIPT_PATH = fileURLToPath(
  new URL('../dist/dev-wallet-polkadot.iife.js', import.meta.url),
)

/**
 * Bundles src/polkadot/pageScript/polkadotPageScriptEntry.ts (the injected Polkadot dev wallet,
 * @polkadot/keyring and the sr25519 wasm included) into its own IIFE; resolves to the file and its
 * size in bytes.
 */
export function buildPolkadotPageScript({
  outfile = POLKADOT_PAGE_SCRIPT_PATH,
  minify = true,
} = {}) {
  return buildIife('src/polkadot/pageScript/polkadotPageScriptEntry.ts', outfile, minify)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [name, run] of [
    ['dev wallet page script', buildPageScript],
    ['Solana dev wallet page script', buildSolanaPageScript],
    ['Bitcoin dev wallet page script', buildBitcoinPageScript],
    ['Cosmos dev wallet page script', buildCosmosPageScript],
    ['Polkadot dev wallet page script', buildPolkadotPageScript],
  ]) {
    const { outfile, bytes } = await run()
    console.log(`${name}: ${outfile} (${(bytes / 1024).toFixed(1)} KiB)`)
  }
}
