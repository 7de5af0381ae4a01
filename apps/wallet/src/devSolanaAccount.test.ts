import { ed25519 } from '@noble/curves/ed25519'
import { base58, hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { deriveDevSolanaAccount, deriveEd25519Key } from './devSolanaAccount'

describe('the Solana dev account', () => {
  it('derives keys as SLIP-0010 test vector 1 for ed25519 says', () => {
    const seed = hex.decode('000102030405060708090a0b0c0d0e0f')
    expect(hex.encode(deriveEd25519Key(seed, 'm'))).toBe(
      '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
    )
    expect(hex.encode(deriveEd25519Key(seed, "m/0'"))).toBe(
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    )
    expect(() => deriveEd25519Key(seed, 'm/0')).toThrow('hardened keys only')
  })

  it('has a 32-byte base58 address whose key verifies its signatures', () => {
    const account = deriveDevSolanaAccount()
    const publicKey = base58.decode(account.address)
    expect(publicKey).toHaveLength(32)
    const message = new TextEncoder().encode('Sign in on Solana')
    expect(ed25519.verify(account.sign(message), message, publicKey)).toBe(true)
  })
})
