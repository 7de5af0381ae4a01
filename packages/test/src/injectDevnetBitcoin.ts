import { inject } from 'vitest'
import { DevnetError } from './DevnetError'
import type { DevnetBitcoin } from './startBitcoinDevnet'
import type {} from './vitestProvidedContext'

/**
 * The Bitcoin regtest node that vitestBitcoinGlobalSetup started for this project. When it could
 * not start (bitcoind not installed: the bootstrap's install failed), throws that reason, so the
 * suites that need Bitcoin fail with it and the others still run.
 */
export function injectDevnetBitcoin(): DevnetBitcoin {
  const bitcoin = inject('devnetBitcoin')
  if ('error' in bitcoin) {
    throw new DevnetError(bitcoin.error, bitcoin.details ? { details: bitcoin.details } : {})
  }
  return bitcoin
}
