import {
  DEVNET_CHAINS,
  devnetPublicClient,
  devUSDCArtifact,
  getDevnetChain,
  readDevnetFromEnv,
} from '@appkit/test'
import { expect, test } from '@playwright/test'
import { formatUnits } from 'viem'

test('the demo loads, shows the USDC balance read from the devnet, and talks only to 127.0.0.1', async ({
  page,
}) => {
  const devnet = readDevnetFromEnv()
  const requests: { method: string; url: string }[] = []
  page.context().on('request', (request) => {
    requests.push({ method: request.method(), url: request.url() })
  })

  await page.goto('/')

  await expect(page.getByRole('status')).toHaveText('Connected to 2 devnet chains.')
  await expect(page.getByTestId('dev-account')).toHaveText(devnet.devAccount)
  for (const { chainId } of DEVNET_CHAINS) {
    const chain = getDevnetChain(devnet, chainId)
    const balance = await devnetPublicClient(chain).readContract({
      address: chain.contracts.usdc,
      abi: devUSDCArtifact.abi,
      functionName: 'balanceOf',
      args: [devnet.devAccount],
    })
    await expect(page.getByTestId(`usdc-balance-${chainId}`)).toHaveText(
      `${formatUnits(balance, 6)} USDC`,
    )
    // The browser itself asked this chain's anvil (JSON-RPC over HTTP POST).
    expect(requests).toContainEqual({ method: 'POST', url: `${chain.rpcUrl}/` })
  }

  const hosts = new Set(requests.map((request) => new URL(request.url).hostname))
  expect([...hosts]).toEqual(['127.0.0.1'])
})
