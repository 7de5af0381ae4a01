import { DEV_WALLET_NAME } from '@appkit/dev-wallet'
import { waitFor } from '@testing-library/react'
import { verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppKitSiweConfig } from '../client/AppKitSiweConfig'
import { getModalRoot } from '../testing/createTestAppKit'
import {
  announceTestDevWallet,
  createDevWalletAppKit,
  stopDevWalletAppKits,
} from '../testing/devWalletAppKit'

// A real WagmiAdapter and the in-repo dev wallet (a real anvil dev key signs in the page); the
// wallet answers eth_requestAccounts, eth_chainId and personal_sign itself, so no chain node is
// asked here.
afterEach(() => {
  stopDevWalletAppKits()
  document.body.innerHTML = ''
  localStorage.clear()
})

/** A dapp's AppKit siweConfig: its own nonce, session and a verifyMessage recording each call. */
function dappSiweConfig() {
  const verified: { message: string; signature: string; valid: boolean }[] = []
  const calls: string[] = []
  let session: { address: string; chainId: number } | null = null
  const siweConfig: AppKitSiweConfig = {
    getMessageParams: async () => ({
      domain: '127.0.0.1',
      uri: 'http://127.0.0.1/app',
      statement: 'Sign in to the dev dapp',
    }),
    getNonce: async () => 'devnonce42',
    async verifyMessage({ message, signature }) {
      const address = /0x[0-9a-fA-F]{40}/.exec(message)?.[0] as `0x${string}`
      const valid = await verifyMessage({ address, message, signature: signature as `0x${string}` })
      verified.push({ message, signature, valid })
      if (valid) session = { address, chainId: 31337 }
      return valid
    },
    getSession: async () => session,
    async signOut() {
      calls.push('signOut')
      session = null
      return true
    },
    onSignIn: (signedIn) => calls.push(`onSignIn:${signedIn.chainId}`),
    onSignOut: () => calls.push('onSignOut'),
  }
  return { siweConfig, verified, calls }
}

const button = (text: string | RegExp) =>
  [...getModalRoot().querySelectorAll<HTMLButtonElement>('button')].find((b) =>
    typeof text === 'string' ? b.textContent === text : text.test(b.textContent ?? ''),
  )

describe("AppKit's siweConfig option", () => {
  it('signs in through the SIWX flow: connect the dev wallet, sign, and the dapp’s verifyMessage gets the real signature of the dev key', async () => {
    const wallet = announceTestDevWallet('approve')
    const { siweConfig, verified, calls } = dappSiweConfig()
    const appKit = createDevWalletAppKit({ siweConfig })
    await appKit.open()
    await waitFor(() => expect(button(new RegExp(`^${DEV_WALLET_NAME}`))).toBeDefined(), {
      timeout: 15_000,
    })
    button(new RegExp(`^${DEV_WALLET_NAME}`))?.click()
    await waitFor(() => expect(appKit.core.router.view).toBe('SIWXSignMessage'), {
      timeout: 15_000,
    })
    await waitFor(() => expect(button('Sign')).toBeDefined())
    button('Sign')?.click()
    await waitFor(() => expect(verified).toHaveLength(1), { timeout: 15_000 })
    const [first] = verified
    expect(first?.valid).toBe(true)
    expect(first?.signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(first?.message).toContain(wallet.getAddress())
    expect(first?.message).toContain('Nonce: devnonce42')
    expect(first?.message).toContain('Sign in to the dev dapp')
    expect(calls).toEqual(['onSignIn:31337'])
    await waitFor(() => expect(appKit.getState().open).toBe(false))
    await expect(appKit.getSiwxSession()).resolves.toMatchObject({
      data: { accountAddress: wallet.getAddress(), chainId: 'eip155:31337' },
    })
    await appKit.signOutSiwx()
    expect(calls).toEqual(['onSignIn:31337', 'signOut', 'onSignOut'])
    await expect(appKit.getSiwxSession()).resolves.toBeUndefined()
  }, 60_000)
})
