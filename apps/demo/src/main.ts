import type { DevnetConfig } from './DevnetConfig'
import { readUsdcBalance } from './readUsdcBalance'

const status = document.querySelector<HTMLElement>('#status')!
const list = document.querySelector<HTMLUListElement>('#chains')!

function chainItem(chain: DevnetConfig['chains'][number]) {
  const item = document.createElement('li')
  item.dataset.testid = `chain-${chain.chainId}`
  const balance = document.createElement('span')
  balance.dataset.testid = `usdc-balance-${chain.chainId}`
  balance.textContent = '…'
  item.append(`${chain.name} · chain ${chain.chainId} · ${chain.rpcUrl} · balance: `, balance)
  return { item, balance }
}

async function show(): Promise<void> {
  const response = await fetch('/devnet.json')
  if (!response.ok) throw new Error(await response.text())
  const devnet = (await response.json()) as DevnetConfig
  document.querySelector('[data-testid="dev-account"]')!.textContent = devnet.devAccount
  await Promise.all(
    devnet.chains.map(async (chain) => {
      const { item, balance } = chainItem(chain)
      list.append(item)
      const token = devnet.contracts[chain.chainId]?.usdc
      if (!token) throw new Error(`No USDC on chain ${chain.chainId}`)
      balance.textContent = await readUsdcBalance(chain.rpcUrl, token, devnet.devAccount)
    }),
  )
  status.textContent = `Connected to ${devnet.chains.length} devnet chains.`
}

show().catch((error: unknown) => {
  status.textContent = `Devnet unavailable: ${error instanceof Error ? error.message : error}`
})
