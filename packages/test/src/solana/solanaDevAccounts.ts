/**
 * PUBLIC TEST KEYS: the Solana dev keys of anvil's mnemonic (DEV_MNEMONIC, "test test … junk"),
 * derived with SLIP-0010 at m/44'/501'/i'/0' (see deriveSolanaDevKey). Every developer can derive
 * them; anything sent to them on a real cluster is taken at once. Use them on the devnet only.
 */

/** A Solana dev account: its address (base58) and its 32-byte ed25519 private key seed (hex). */
export type SolanaDevAccount = { readonly address: string; readonly seed: string }

/** PUBLIC TEST KEYS: ten dev accounts (m/44'/501'/0'/0' to m/44'/501'/9'/0'), funded at start. */
export const SOLANA_DEV_ACCOUNTS: readonly SolanaDevAccount[] = [
  {
    address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    seed: 'a01c67efb5cb8f62f15907a9fcf124c73d2695c8a9a31f21c05742a31ca1dc72',
  },
  {
    address: 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD',
    seed: '3f25626cf245c8dd65a2b91a70e6f4c285182489fda230e2553c3752aa962b61',
  },
  {
    address: 'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k',
    seed: '8eabe4c79ac3a146c1bc447a64233ea70694669b997b0565039471b2939e8c5e',
  },
  {
    address: '9Tj3srBSxH7RFRCm8uharreY7ZBS49XSfpwCeYa7Xaqp',
    seed: 'f55bf85006beb673056861062dd8f8d8ff0bb63dd61d45f86fe438bf6e442abb',
  },
  {
    address: '6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp',
    seed: '3eb11a2e242212be157793db9fa881edffcfb391174b07d20369521ba1a084b1',
  },
  {
    address: '7EeV8eiRuGoR8bFHCjdCRGQd1RM5sR2dAkdiTEtC9ko7',
    seed: '22e6f8ea7e213a67f801d313daa33046f5f7b1808f38d5b2bb7301aefa158cbc',
  },
  {
    address: 'F9fVg2LeE2RhM6CfNn888hbjqovZDEWY3vm2hEkvX3Nh',
    seed: '9515bfa8fecc7b7ebe75fd55e9d15b6f7988d79dbf6546f998630cacafb63fc7',
  },
  {
    address: '26roUwgM5T6bccX41hakjiW4fDiKFSao1RyoFsAxr6e6',
    seed: '3979d8b5812d7747cfd25215b0a904fdbdf8f7c24aa82a91c2e00878ff1146ff',
  },
  {
    address: '5mCGtMUD21HEvWJxKGKS6HEAH7ezzy12MWGs4bPgcJwV',
    seed: 'c0c8348480fd4d865ffe93e11ba3a3b2431eeaaf1bf795faaac1710ec6607309',
  },
  {
    address: '2yaW8VAMLhQiornz1BgcSWDUSH2jC2dmB8RWnTJi8Yab',
    seed: 'f5606f75eaffadd56cc1247896e4e79237c37fe57cc970cfb12fb7d304323661',
  },
]

/** PUBLIC TEST KEY: the Solana dev account a page or a developer's wallet uses (index 0). */
export const SOLANA_DEV_ACCOUNT = SOLANA_DEV_ACCOUNTS[0]!

/** PUBLIC TEST KEY: the USDC mint authority (index 9, like the EVM deployer). */
export const SOLANA_MINT_AUTHORITY = SOLANA_DEV_ACCOUNTS[9]!

/** PUBLIC TEST KEY: the USDC mint's own key (m/44'/501'/100'/0'): its address is fixed. */
export const SOLANA_USDC_MINT_KEY: SolanaDevAccount = {
  address: 'GYUbjc8XZSbz8K21zBasax5SFH2bsy1Z1eBJeSE8Zhce',
  seed: 'eee7b802ef481fba73b9e13925d0a79e0a6e4d8798065ef68cc53b49e0b5a5b1',
}

/** PUBLIC TEST KEY: the faucet that pays `requestAirdrop` (m/44'/501'/101'/0'). */
export const SOLANA_FAUCET: SolanaDevAccount = {
  address: 'DScE3rohdUBZ1BJ7y66V67wHb9rJJ9SLEiDmFETaFTXd',
  seed: '95856e84d102ecb4fe3dd123474490d5ef933ff152e1be8082a8e58fd1eaabbd',
}

/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n

/** SOL each dev account holds at start (in lamports): 1,000 SOL. */
export const SOLANA_DEV_SOL_BALANCE = 1_000n * LAMPORTS_PER_SOL

/** SOL the faucet holds at start (in lamports): 1,000,000 SOL. */
export const SOLANA_FAUCET_BALANCE = 1_000_000n * LAMPORTS_PER_SOL

/** The devnet's USD Coin: an SPL Token mint with 6 decimals at a fixed address. */
export const SOLANA_DEV_USDC = {
  mint: SOLANA_USDC_MINT_KEY.address,
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin',
} as const

/** USDC (base units) in each dev account's associated token account at start: 1,000,000 USDC. */
export const SOLANA_DEV_USDC_BALANCE = 1_000_000n * 10n ** 6n
