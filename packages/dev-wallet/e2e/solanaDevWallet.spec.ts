import { createPublicKey, verify } from 'node:crypto'
import { readDevnetFromEnv, SOLANA_DEV_ACCOUNT } from '@appkit/test'
import { expect, type Page, test } from '@playwright/test'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { SOLANA_PAGE_SCRIPT_PATH } from '../scripts/buildPageScript.mjs'
import { FIXTURE_URL_ENV } from './globalSetup'

declare global {
  interface Window {
    /** The Wallet Standard wallets the test page's registry received. */
    __registered: {
      name: string
      chains: string[]
      features: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>
      accounts: { address: string }[]
    }[]
  }
}

/**
 * Opens the fixture page with the Solana page script, configured with the devnet's Solana URL,
 * then plays a dapp's Wallet Standard registry: `wallet-standard:app-ready` with a `register`
 * that collects what registers (the page script registered once already, with no app listening).
 */
async function openSolanaPage(page: Page, mode: 'prompt' | 'approve') {
  const { solana } = readDevnetFromEnv()
  await page.addInitScript(
    (config) => {
      window.__APPKIT_DEV_WALLET_SOLANA__ = config
    },
    { rpcUrl: solana.rpcUrl, genesisHash: solana.genesisHash, mode },
  )
  await page.addInitScript({ path: SOLANA_PAGE_SCRIPT_PATH })
  await page.goto(process.env[FIXTURE_URL_ENV]!)
  await page.evaluate(() => {
    window.__registered = []
    window.dispatchEvent(
      Object.assign(new Event('wallet-standard:app-ready'), {
        detail: {
          register: (...wallets: Window['__registered']) => window.__registered.push(...wallets),
        },
      }),
    )
  })
}

test('the Solana page script registers a Wallet Standard wallet; connect and sign wait for the prompt; the signature verifies', async ({
  page,
}) => {
  const hosts = new Set<string>()
  page.context().on('request', (request) => hosts.add(new URL(request.url()).hostname))
  await openSolanaPage(page, 'prompt')
  const { solana } = readDevnetFromEnv()
  expect(
    await page.evaluate(() =>
      window.__registered.map((wallet) => ({ name: wallet.name, chains: wallet.chains })),
    ),
  ).toEqual([{ name: 'AppKit Dev Wallet', chains: [`solana:${solana.genesisHash.slice(0, 32)}`] }])
  // The EVM page script is not on this page: nothing announces itself by EIP-6963.
  expect(await page.evaluate(() => window.__announced.length)).toBe(0)

  const connecting = page.evaluate(async () => {
    const wallet = window.__registered[0]!
    const { accounts } = (await wallet.features['standard:connect']!.connect!()) as {
      accounts: { address: string }[]
    }
    return accounts.map((account) => account.address)
  })
  const dialog = page.getByRole('dialog', { name: /AppKit Dev Wallet.*Connect to 127\.0\.0\.1/ })
  await dialog.getByRole('button', { name: 'Approve' }).click()
  expect(await connecting).toEqual([SOLANA_DEV_ACCOUNT.address])

  const signing = page.evaluate(async () => {
    const wallet = window.__registered[0]!
    const [output] = (await wallet.features['solana:signMessage']!.signMessage!({
      account: wallet.accounts[0],
      message: new TextEncoder().encode('Hello Solana from the browser'),
    })) as { signature: Uint8Array }[]
    return [...output!.signature]
  })
  const signDialog = page.getByRole('dialog', { name: /Sign this message/ })
  await expect(signDialog).toContainText('Hello Solana from the browser')
  await signDialog.getByRole('button', { name: 'Approve' }).click()
  const signature = Uint8Array.from(await signing)
  const spki = Buffer.concat([
    Buffer.from('302a300506032b6570032100', 'hex'),
    new PublicKey(SOLANA_DEV_ACCOUNT.address).toBytes(),
  ])
  const key = createPublicKey({ key: spki, format: 'der', type: 'spki' })
  expect(verify(null, Buffer.from('Hello Solana from the browser'), key, signature)).toBe(true)

  const rejecting = page.evaluate(async () => {
    const wallet = window.__registered[0]!
    try {
      await wallet.features['solana:signMessage']!.signMessage!({
        account: wallet.accounts[0],
        message: new TextEncoder().encode('no'),
      })
      return undefined
    } catch (error) {
      return (error as { code: unknown }).code
    }
  })
  await page
    .getByRole('dialog', { name: /Sign this message/ })
    .getByRole('button', { name: 'Reject' })
    .click()
  expect(await rejecting).toBe(4001)
  expect([...hosts]).toEqual(['127.0.0.1'])
})

test('signAndSendTransaction from the page lands a transfer on the devnet (the RPC answers the page cross-origin)', async ({
  page,
}) => {
  await openSolanaPage(page, 'approve')
  const { solana } = readDevnetFromEnv()
  const connection = new Connection(solana.rpcUrl, 'confirmed')
  const receiver = Keypair.generate().publicKey
  const { blockhash } = await connection.getLatestBlockhash()
  const payer = new PublicKey(SOLANA_DEV_ACCOUNT.address)
  const wire = new VersionedTransaction(
    new TransactionMessage({
      payerKey: payer,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: 1_000_000 }),
      ],
    }).compileToV0Message(),
  ).serialize()
  const sent = await page.evaluate(
    async (bytes) => {
      const wallet = window.__registered[0]!
      await wallet.features['standard:connect']!.connect!()
      const [output] = (await wallet.features['solana:signAndSendTransaction']!
        .signAndSendTransaction!({
        account: wallet.accounts[0],
        chain: wallet.chains[0],
        transaction: Uint8Array.from(bytes),
        options: { commitment: 'confirmed' },
      })) as { signature: Uint8Array }[]
      return output!.signature.length
    },
    [...wire],
  )
  expect(sent).toBe(64)
  expect(await connection.getBalance(receiver)).toBe(1_000_000)
})
