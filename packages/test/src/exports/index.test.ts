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
      "SOLANA_DEVNET_GENESIS_HASH",
      "SOLANA_DEV_ACCOUNT",
      "SOLANA_DEV_ACCOUNTS",
      "SOLANA_DEV_SOL_BALANCE",
      "SOLANA_DEV_USDC",
      "SOLANA_DEV_USDC_BALANCE",
      "SOLANA_FAUCET",
      "SOLANA_MINT_AUTHORITY",
      "SOLANA_USDC_MINT_KEY",
      "deriveSolanaDevKey",
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
      "startSolanaDevnet",
      "toDevnetInfo",
      "writeDevnetFile",
    ]
  `)
})
