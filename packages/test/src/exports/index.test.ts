import { expect, it } from 'vitest'
import * as api from './index'

it('exports the public API of @appkit/test', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "DEPLOYER_ACCOUNT",
      "DEVNET_CHAINS",
      "DEVNET_CONTRACTS",
      "DEVNET_ENV",
      "DEVNET_FILE_ENV",
      "DEV_ACCOUNT",
      "DEV_ACCOUNTS",
      "DEV_ETH_BALANCE",
      "DEV_MNEMONIC",
      "DEV_POOL_LIQUIDITY",
      "DEV_USDC_BALANCE",
      "DevnetError",
      "devAccountFactoryArtifact",
      "devNFTArtifact",
      "devSwapPoolArtifact",
      "devUSDCArtifact",
      "devnetPublicClient",
      "devnetViemChain",
      "devnetWalletClient",
      "getDevnetChain",
      "readDevnetFromEnv",
      "startDevnet",
      "toDevnetInfo",
      "writeDevnetFile",
    ]
  `)
})
