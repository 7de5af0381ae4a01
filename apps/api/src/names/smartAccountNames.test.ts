import { devnetPublicClient } from '@appkit/test'
import { type Hex, hashMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { databaseKinds, startTestServer } from '../../test/databaseKinds'
import { devnetApiConfig } from '../devnetApiConfig'
import type { RunningApiServer } from '../server/startApiServer'

/**
 * Runtime code of a minimal ERC-1271 account: isValidSignature(hash, sig) returns the magic value
 * 0x1626ba7e when `hash` equals the one baked in, else 0xffffffff (whatever the signature bytes).
 */
function erc1271Code(acceptedHash: Hex): Hex {
  const answer = (magic: string) => `63${magic}60e01b60005260206000f3`
  return `0x600435 7f${acceptedHash.slice(2)} 14 603857 ${answer('ffffffff')} 5b ${answer('1626ba7e')}`.replace(
    / /g,
    '',
  ) as Hex
}

// What a contract account returns as its signature is its own business; this one ignores it.
const contractSignature = `0x${'11'.repeat(65)}`

describe.each(databaseKinds)('names for smart accounts (%s)', (kind) => {
  const devnet = inject('devnet')
  const chain = devnet.chains.find((c) => c.chainId === 1)
  if (!chain) throw new Error('no chain 1')
  let server: RunningApiServer
  beforeAll(async () => {
    server = await startTestServer(kind, devnetApiConfig(devnet))
  })
  afterAll(() => server.close())

  it('SPEC §7 registration "verified with viem, so ERC-1271 smart accounts work": a contract account that approves the message hash registers', async () => {
    const account = privateKeyToAccount(generatePrivateKey()).address
    const message = JSON.stringify({
      name: `smart-${kind}`,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    // Test setup on the devnet node itself (not through the API): put the account's code in place.
    await devnetPublicClient(chain).request({
      method: 'anvil_setCode' as 'eth_chainId',
      params: [account, erc1271Code(hashMessage(message))] as never,
    })
    const post = (body: unknown) =>
      fetch(`${server.url}/v1/profile/account`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })

    const other = JSON.stringify({
      name: `other-${kind}`,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    expect(
      (
        await post({
          coin_type: 60,
          address: account,
          message: other,
          signature: contractSignature,
        })
      ).status,
    ).toBe(401)

    const res = await post({
      coin_type: 60,
      address: account,
      message,
      signature: contractSignature,
    })
    expect(res.status).toBe(200)
    const found = await (await fetch(`${server.url}/v1/profile/account/smart-${kind}`)).json()
    expect(found).toMatchObject({ addresses: { '60': { address: account.toLowerCase() } } })
  })
})
