import { writeFileSync } from 'node:fs'
import { DevnetError } from './DevnetError'
import type { Devnet, DevnetInfo } from './DevnetInfo'

/** The environment variable that carries a running devnet's info as JSON (to test workers). */
export const DEVNET_ENV = 'APPKIT_DEVNET'

/**
 * The environment variable naming a file to write the devnet's info to, for a server started
 * before the devnet (Playwright starts its webServer before globalSetup); the demo serves it.
 */
export const DEVNET_FILE_ENV = 'APPKIT_DEVNET_FILE'

/** The plain-JSON part of a devnet (chains, contracts, the Solana and Cosmos URLs, the Bitcoin and Polkadot nodes if any). */
export function toDevnetInfo(devnet: Devnet | DevnetInfo): DevnetInfo {
  const { chains, contracts, devAccount, solana, cosmos, bitcoin, polkadot } = devnet
  return {
    chains,
    contracts,
    devAccount,
    solana,
    cosmos,
    ...(bitcoin ? { bitcoin } : {}),
    ...(polkadot ? { polkadot } : {}),
  }
}

/** Writes the devnet's info as JSON to `path`. */
export function writeDevnetFile(path: string, devnet: Devnet | DevnetInfo): void {
  writeFileSync(path, `${JSON.stringify(toDevnetInfo(devnet), null, 2)}\n`)
}

/** Reads the devnet's info from APPKIT_DEVNET; throws when no devnet was started. */
export function readDevnetFromEnv(env: NodeJS.ProcessEnv = process.env): DevnetInfo {
  const json = env[DEVNET_ENV]
  if (!json) throw new DevnetError(`${DEVNET_ENV} is not set: start the devnet first`)
  try {
    return JSON.parse(json) as DevnetInfo
  } catch (cause) {
    throw new DevnetError(`${DEVNET_ENV} is not valid JSON`, { cause })
  }
}
