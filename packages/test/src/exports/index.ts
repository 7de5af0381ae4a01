export {
  devAccountFactoryArtifact,
  devNFTArtifact,
  devSwapPoolArtifact,
  devUSDCArtifact,
} from '../artifacts.generated'
export {
  type BitcoinRpcEndpoint,
  BitcoinRpcError,
  bitcoinRpc,
} from '../bitcoinRpc'
export { BUNDLER_ACCOUNT_BALANCE, BUNDLER_ACCOUNTS } from '../bundler/bundlerAccounts'
export { deploySmartAccountContracts } from '../bundler/deploySmartAccountContracts'
export { SMART_ACCOUNT_CONTRACTS, SMART_ACCOUNT_SALTS } from '../bundler/smartAccountContracts'
export { type DevnetBundler, type StartBundlerOptions, startBundler } from '../bundler/startBundler'
export { CosmosLedger, type LedgerTx } from '../cosmos/CosmosLedger'
export {
  BECH32_LIMIT,
  COSMOS_DENOM,
  COSMOS_DEV_ADDRESSES,
  COSMOS_DEV_BALANCE,
  COSMOS_DEV_KEY_COUNT,
  COSMOS_PREFIX,
  cosmosDevPath,
  cosmosDevWallet,
} from '../cosmos/cosmosDevKeys'
export {
  COSMOS_DEVNET_CHAIN_IDS,
  type CosmosDevnet,
  type CosmosDevnetChain,
  type CosmosDevnetInfo,
  startCosmosDevnet,
} from '../cosmos/startCosmosDevnet'
export { verifyAdr036Signature } from '../cosmos/verifyAdr036Signature'
export { DevnetError } from '../DevnetError'
export type { Devnet, DevnetChain, DevnetInfo } from '../DevnetInfo'
export {
  DEPLOYER_ACCOUNT,
  DEV_ACCOUNT,
  DEV_ACCOUNTS,
  DEV_ETH_BALANCE,
  DEV_MNEMONIC,
  DEV_USDC_BALANCE,
  type DevAccount,
} from '../devAccounts'
export {
  DEV_BITCOIN_KEY_COUNT,
  DEV_BITCOIN_MINER_PATH,
  type DevBitcoinAccount,
  type DevBitcoinKey,
  devBitcoinKeys,
  devBitcoinMiner,
  devBitcoinPath,
  devBitcoinSigner,
} from '../devBitcoinKeys'
export { DEVNET_CHAINS, type DevnetChainSpec } from '../devnetChains'
export { devnetPublicClient, devnetWalletClient } from '../devnetClients'
export { DEV_POOL_LIQUIDITY, DEVNET_CONTRACTS, type DevnetContracts } from '../devnetContracts'
export {
  DEVNET_ENV,
  DEVNET_FILE_ENV,
  readDevnetFromEnv,
  toDevnetInfo,
  writeDevnetFile,
} from '../devnetEnv'
export { devnetViemChain } from '../devnetViemChain'
export { getDevnetChain } from '../getDevnetChain'
export {
  POLKADOT_DEV_ACCOUNT_COUNT,
  POLKADOT_DEV_BALANCE,
  POLKADOT_DEVNET_SS58,
  type PolkadotDevAccount,
  polkadotDevAccounts,
  polkadotDevPair,
  polkadotDevUri,
} from '../polkadot/polkadotDevAccounts'
export { PolkadotRpcError, polkadotRpc } from '../polkadot/polkadotRpc'
export type { ChopsticksNode } from '../polkadot/spawnChopsticks'
export {
  type DevnetPolkadot,
  type PolkadotDevnet,
  setPolkadotBalances,
  startPolkadotDevnet,
} from '../polkadot/startPolkadotDevnet'
export { BITCOIND_ROOT_ENV } from '../resolveBitcoind'
export {
  type BitcoinOutpoint,
  type DevBitcoinTransfer,
  type SignedBitcoinTransfer,
  signDevBitcoinTransfer,
} from '../signDevBitcoinTransfer'
export { deriveSolanaDevKey } from '../solana/deriveSolanaDevKey'
export { SOLANA_DEVNET_GENESIS_HASH } from '../solana/slotClock'
export {
  SOLANA_DEV_ACCOUNT,
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEV_SOL_BALANCE,
  SOLANA_DEV_USDC,
  SOLANA_DEV_USDC_BALANCE,
  SOLANA_FAUCET,
  SOLANA_MINT_AUTHORITY,
  SOLANA_USDC_MINT_KEY,
  type SolanaDevAccount,
} from '../solana/solanaDevAccounts'
export {
  type SolanaDevnet,
  type SolanaDevnetInfo,
  type StartSolanaDevnetOptions,
  startSolanaDevnet,
} from '../solana/startSolanaDevnet'
export {
  BITCOIN_REGTEST_CHAIN_ID,
  type BitcoinDevnet,
  DEV_BITCOIN_COINBASE_SATS,
  type DevnetBitcoin,
  mineBitcoinBlocks,
  startBitcoinDevnet,
} from '../startBitcoinDevnet'
export { type StartDevnetOptions, startDevnet } from '../startDevnet'
export type {} from '../vitestProvidedContext'
