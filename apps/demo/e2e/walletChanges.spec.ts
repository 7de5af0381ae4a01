import { ANVIL_DEV_KEYS } from '@appkit/dev-wallet'
import type { Page } from '@playwright/test'
import { privateKeyToAddress } from 'viem/accounts'
import { expect, test } from './demoTest'
import { switchDevWalletChain } from './devWallet'
import { devWalletTile } from './modal'

/** What a hand edit, another app or a half-written update may leave in a storage key (issue #19). */
const STORAGE_CORRUPTIONS = ['{"broken', 'null', '[]', '123', ''] as const

/** Keys for which a corruption is a valid value after all: an empty list of wallets. */
const VALID_AS_IS: Readonly<Record<string, readonly string[]>> = {
  '[]': ['@appkit-wallet/recent_wallets', '@appkit-wallet/wallet_list_cache'],
}

/**
 * Sets every AppKit and wagmi key to `corruption`, reloads, waits until both have settled, and
 * expects them to agree (both connected to the same account, or both disconnected) and no key to
 * still hold the corruption (repaired or dropped).
 */
async function expectAgreementAfterCorruptReload(page: Page, corruption: string): Promise<void> {
  const corrupted = await page.evaluate((value) => {
    const keys = Object.keys(localStorage).filter(
      (key) => key.startsWith('@appkit-wallet/') || key.startsWith('wagmi.'),
    )
    for (const key of keys) localStorage.setItem(key, value)
    return keys
  }, corruption)
  expect(corrupted.length).toBeGreaterThan(0)
  await page.reload()
  await expect(page.getByTestId('appkit-modal-state')).not.toContainText('restoring')
  await expect
    .poll(
      async () => {
        const [appkit, wagmi, appkitAddress, wagmiAddress] = await Promise.all(
          ['appkit-status', 'wagmi-status', 'appkit-address', 'wagmi-address'].map(async (id) =>
            (await page.getByTestId(id).textContent())?.toLowerCase(),
          ),
        )
        const settled = (status: string | undefined) =>
          status === 'connected' || status === 'disconnected'
        if (!settled(appkit) || !settled(wagmi)) return `not settled: ${appkit} / ${wagmi}`
        if (appkit !== wagmi) return `AppKit ${appkit}, wagmi ${wagmi}`
        if (appkit === 'connected' && appkitAddress !== wagmiAddress)
          return `AppKit ${appkitAddress}, wagmi ${wagmiAddress}`
        return 'agree'
      },
      `AppKit and wagmi agree after a reload with ${JSON.stringify(corruption)} in every key`,
    )
    .toBe('agree')
  const left = await page.evaluate(
    (value) =>
      Object.keys(localStorage).filter(
        (key) =>
          (key.startsWith('@appkit-wallet/') || key.startsWith('wagmi.')) &&
          localStorage.getItem(key) === value,
      ),
    corruption,
  )
  const valid = VALID_AS_IS[corruption] ?? []
  expect(
    left.filter((key) => !valid.includes(key)),
    `keys still holding ${JSON.stringify(corruption)}`,
  ).toEqual([])
}

test("changes made in the wallet (network, account, revoked authorization) reach AppKit and wagmi alike, and survive a reload; whatever AppKit's and wagmi's storage keys hold (broken JSON, null, [], 123, empty), a reload leaves both agreeing and the corrupted keys repaired or dropped", async ({
  page,
  openDemo,
}) => {
  // Five reloads and reconnects after the wallet changes: more than the default 30 s on a busy machine.
  test.setTimeout(240_000)
  await openDemo()
  await page.locator('#connect').click()
  await devWalletTile(page).click()
  await expect(page.getByTestId('appkit-status')).toHaveText('connected')

  await switchDevWalletChain(page, 137)
  await expect(page.getByTestId('appkit-network')).toHaveText('Polygon (devnet) (eip155:137)')
  await expect(page.getByTestId('wagmi-chain')).toHaveText('Polygon (devnet) (137)')

  const second = privateKeyToAddress(ANVIL_DEV_KEYS[1] as `0x${string}`)
  await page.evaluate(() => window.__appkitDevWallet?.switchAccount(1))
  await expect(page.getByTestId('appkit-address')).toHaveText(new RegExp(second, 'i'))
  await expect(page.getByTestId('wagmi-address')).toHaveText(new RegExp(second, 'i'))

  await page.reload()
  await expect(page.getByTestId('appkit-address')).toHaveText(new RegExp(second, 'i'))
  await expect(page.getByTestId('wagmi-address')).toHaveText(new RegExp(second, 'i'))
  await expect(page.getByTestId('appkit-network')).toHaveText('Polygon (devnet) (eip155:137)')
  await expect(page.getByTestId('wagmi-chain')).toHaveText('Polygon (devnet) (137)')

  for (const corruption of STORAGE_CORRUPTIONS) {
    await expectAgreementAfterCorruptReload(page, corruption)
    // Connected again for the next corruption (and the revocation below).
    if ((await page.getByTestId('appkit-status').textContent()) !== 'connected') {
      await page.locator('#connect').click()
      await devWalletTile(page).click()
      await expect(page.getByTestId('appkit-status')).toHaveText('connected')
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
    }
  }

  await page.evaluate(() => window.__appkitDevWallet?.revokeAuthorization())
  await expect(page.getByTestId('appkit-status')).toHaveText('disconnected')
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
})
