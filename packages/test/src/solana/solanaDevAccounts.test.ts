import { describe, expect, it } from 'vitest'
import { DEV_MNEMONIC } from '../devAccounts'
import { deriveEd25519Seed, deriveSolanaDevKey } from './deriveSolanaDevKey'
import { SOLANA_DEV_ACCOUNTS, SOLANA_FAUCET, SOLANA_USDC_MINT_KEY } from './solanaDevAccounts'
import { devKeypair } from './testing/devKeypair'

describe('Solana dev keys', () => {
  it('derives SLIP-0010 ed25519 keys as the specification’s test vector 1 (m/0H)', () => {
    const seed = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex')
    expect(deriveEd25519Seed(seed, []).toString('hex')).toBe(
      '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
    )
    expect(deriveEd25519Seed(seed, [0]).toString('hex')).toBe(
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    )
  })

  it("are the dev mnemonic's keys at m/44'/501'/i'/0', each address the key's ed25519 public key", () => {
    const keys = [
      ...SOLANA_DEV_ACCOUNTS.map((account, index) => [account, index] as const),
      [SOLANA_USDC_MINT_KEY, 100] as const,
      [SOLANA_FAUCET, 101] as const,
    ]
    for (const [account, index] of keys) {
      expect(deriveSolanaDevKey(DEV_MNEMONIC, index).toString('hex')).toBe(account.seed)
      // An independent ed25519 implementation (@solana/web3.js, noble) gives the same address.
      expect(devKeypair(account).publicKey.toBase58()).toBe(account.address)
    }
    expect(new Set(keys.map(([account]) => account.address)).size).toBe(12)
  })
})
