import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { KeyCipher } from '../src/db/KeyCipher'
import { openSecureDatabase } from '../src/db/openSecureDatabase'
import type { RunningSecure } from '../src/server/startSecure'
import { post } from './secureHttp'
import { readCode, startTestSecure } from './secureSite'

const devnet = inject('devnet')
const dataDir = mkdtempSync(join(tmpdir(), 'appkit-secure-keys-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const solana = {
  caipNetworkId: `solana:${devnet.solana.genesisHash.slice(0, 32)}` as const,
  rpcUrl: devnet.solana.rpcUrl,
}

/** Logs `email` in on `secure`; answers its EVM and Solana addresses. */
async function addressesOf(secure: RunningSecure, email: string) {
  const client = 'keys-survive-client-0001'
  await post(secure, 'connect-email', { email }, { client })
  const login = await post(
    secure,
    'connect-otp',
    { email, otp: readCode(secure, email), chainId: 1 },
    { client },
  )
  const token = String(login.body.token)
  const evm = (login.body.user as { address: string }).address
  await post(secure, 'switch-network', { chainId: solana.caipNetworkId }, { token })
  const sol = (await post(secure, 'user', {}, { token })).body.address
  return { evm, sol }
}

describe('keys that survive (issue 18): kept in the database, sealed at rest', () => {
  it('a restart on the same data folder gives the same e-mail the same EVM and Solana addresses; no key is stored in the clear', async () => {
    const first = await startTestSecure(devnet, {
      database: { dataDir },
      solanaChains: [solana],
      production: false,
    })
    const before = await addressesOf(first, 'keeper@example.com')
    const other = await addressesOf(first, 'another@example.com')
    await first.stop()
    expect(before.evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(other.evm).not.toBe(before.evm)
    // The generated development key sits in the data folder, readable by its owner only.
    expect(statSync(join(dataDir, 'key-encryption.key')).mode & 0o077).toBe(0)
    // The row holds the key sealed (AES-256-GCM: version, IV, 32 bytes, tag), bound to its identity.
    const db = await openSecureDatabase({ dataDir })
    try {
      const [row] = await db.query<{ sealed: Uint8Array }>(
        'SELECT sealed FROM wallet_keys WHERE identity = $1',
        ['email:keeper@example.com'],
      )
      expect(row?.sealed.length).toBe(1 + 12 + 32 + 16)
      const kek = Buffer.from(
        readFileSync(join(dataDir, 'key-encryption.key'), 'utf8').trim(),
        'hex',
      )
      const cipher = new KeyCipher(kek)
      const secret = cipher.open(row?.sealed ?? new Uint8Array(), 'email:keeper@example.com')
      expect(Buffer.from(row?.sealed ?? []).includes(secret)).toBe(false)
      expect(privateKeyToAccount(`0x${secret.toString('hex')}`).address).toBe(before.evm)
      expect(() =>
        cipher.open(row?.sealed ?? new Uint8Array(), 'email:another@example.com'),
      ).toThrow()
    } finally {
      await db.close()
    }

    const second = await startTestSecure(devnet, {
      database: { dataDir },
      solanaChains: [solana],
      production: false,
    })
    try {
      expect(await addressesOf(second, 'keeper@example.com')).toEqual(before)
    } finally {
      await second.stop()
    }
  }, 240_000)

  it('refuses to start in production without a key, with a key that does not open the stored wallets, or with a malformed key', async () => {
    await expect(startTestSecure(devnet, { production: true })).rejects.toThrow(
      'SECURE_KEY_ENCRYPTION_KEY is required in production',
    )
    const wrong = 'ab'.repeat(32)
    await expect(
      startTestSecure(devnet, { database: { dataDir }, keyEncryptionKey: wrong }),
    ).rejects.toThrow('The key encryption key does not open the stored wallets')
    await expect(startTestSecure(devnet, { keyEncryptionKey: 'too-short' })).rejects.toThrow(
      'The key encryption key must be 32 bytes',
    )
    // The right key, given as configuration, opens them (production mode).
    const key = readFileSync(join(dataDir, 'key-encryption.key'), 'utf8').trim()
    const again = await startTestSecure(devnet, {
      database: { dataDir },
      keyEncryptionKey: key,
      production: true,
    })
    await again.stop()
  }, 240_000)
})
