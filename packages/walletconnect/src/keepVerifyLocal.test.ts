import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Core } from '@walletconnect/core'
import type { ICore } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import { keepVerifyLocal } from './keepVerifyLocal'

const require = createRequire(import.meta.url)

/** The browser build of the installed sign-client, read as text (the patch depends on its calls). */
function signClientSource(): string {
  const entry = require.resolve('@walletconnect/sign-client')
  return readFileSync(join(dirname(entry), 'index.js'), 'utf8')
}

describe('keepVerifyLocal (the patched Verify member of @walletconnect/core)', () => {
  it("sign-client still attests and resolves through the core's `verify` member only: a library upgrade that moves those calls fails here", () => {
    const source = signClientSource()
    // Every attestation and resolution goes through the member this patch replaces.
    expect(source).toContain('.core.verify.register({')
    expect(source).toContain('.core.verify.resolve({')
    expect([...source.matchAll(/\.verify\.(\w+)\(/g)].map((match) => match[1]).sort()).toEqual([
      'register',
      'register',
      'resolve',
    ])
  })

  it("replaces a real core's register with the empty attestation and its resolve with no answer, with no request made", async () => {
    // The constructor connects nothing: the relay socket opens on start(), which is not called.
    const core = new Core({
      relayUrl: 'ws://127.0.0.1:9',
      customStoragePrefix: 'verify-test',
      logger: 'silent',
      telemetryEnabled: false,
    }) as unknown as ICore
    const verify = core.verify
    expect(typeof verify.register).toBe('function')
    expect(typeof verify.resolve).toBe('function')
    keepVerifyLocal(core)
    expect(core.verify).toBe(verify)
    await expect(core.verify.register({ id: 'a', decryptedId: 'b' })).resolves.toBe('')
    await expect(
      core.verify.resolve({ attestationId: 'a', hash: 'b', encryptedId: 'c' } as never),
    ).resolves.toBeUndefined()
  })
})
