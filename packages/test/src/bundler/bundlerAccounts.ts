import type { DevAccount } from '../devAccounts'

/**
 * PUBLIC TEST KEYS: the bundler's executor (sends the bundles) and utility account (deploys
 * alto's simulation contracts, and the ERC-4337 contracts), anvil's dev mnemonic at indexes 10
 * and 11: past the ten dev accounts, so no test's nonces move when the bundler sends. Funded with
 * anvil_setBalance when the bundler starts. Use them on the devnet only.
 */
export const BUNDLER_ACCOUNTS = {
  executor: {
    address: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
    privateKey: '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897',
  },
  utility: {
    address: '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
    privateKey: '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82',
  },
} as const satisfies Record<string, DevAccount>

/** ETH each bundler account gets (in wei): 1,000 ETH. */
export const BUNDLER_ACCOUNT_BALANCE = 1_000n * 10n ** 18n
