import { type DevnetInfo, SOLANA_DEV_USDC } from '@appkit/test'
import type { Page } from '@playwright/test'
import { modalDialog } from './modal'

/** The demo's Solana network id (`solana:` and the genesis hash's first 32 characters). */
export function solanaNetworkId(devnet: DevnetInfo): string {
  return `solana:${devnet.solana.genesisHash.slice(0, 32)}`
}

/** A dev wallet's tile on the Connect view, by its connector id (the EVM or the Solana one). */
export function walletTile(page: Page, connectorId: string) {
  return modalDialog(page, 'Connect Wallet').locator(`[data-wallet-id="connector:${connectorId}"]`)
}

/** Calls the devnet's Solana JSON-RPC directly (not through the code under test). */
export async function solanaRpc<T>(devnet: DevnetInfo, method: string, params: unknown[]) {
  const response = await fetch(devnet.solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

/** The lamports `address` holds (confirmed). */
export async function lamportsOf(devnet: DevnetInfo, address: string): Promise<number> {
  return (
    await solanaRpc<{ value: number }>(devnet, 'getBalance', [address, { commitment: 'confirmed' }])
  ).value
}

/** The dev USDC (base units) `address` holds over all its token accounts (confirmed). */
export async function usdcUnitsOf(devnet: DevnetInfo, address: string): Promise<bigint> {
  const { value } = await solanaRpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>(devnet, 'getTokenAccountsByOwner', [
    address,
    { mint: SOLANA_DEV_USDC.mint },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  return value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}
