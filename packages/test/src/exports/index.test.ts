import { expect, it } from 'vitest'
import * as api from './index'

it('exports the public API of @appkit/test', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "BITCOIND_ROOT_ENV",
      "BITCOIN_REGTEST_CHAIN_ID",
      "BitcoinRpcError",
      "DEPLOYER_ACCOUNT",
      "DEVNET_CHAINS",
      "DEVNET_CONTRACTS",
      "DEVNET_ENV",
      "DEVNET_FILE_ENV",
      "DEV_ACCOUNT",
      "DEV_ACCOUNTS",
      "DEV_BITCOIN_COINBASE_SATS",
      "DEV_BITCOIN_KEY_COUNT",
      "DEV_BITCOIN_MINER_PATH",
      "DEV_ETH_BALANCE",
      "DEV_MNEMONIC",
      "DEV_POOL_LIQUIDITY",
      "DEV_USDC_BALANCE",
      "DevnetError",
      "bitcoinRpc",
      "devAccountFactoryArtifact",
      "devBitcoinKeys",
      "devBitcoinMiner",
      "devBitcoinPath",
      "devBitcoinSigner",
      "devNFTArtifact",
      "devSwapPoolArtifact",
      "devUSDCArtifact",
      "devnetPublicClient",
      "devnetViemChain",
      "devnetWalletClient",
      "getDevnetChain",
      "mineBitcoinBlocks",
      "readDevnetFromEnv",
      "signDevBitcoinTransfer",
      "startBitcoinDevnet",
      "startDevnet",
      "toDevnetInfo",
      "writeDevnetFile",
    ]
  `)
})
