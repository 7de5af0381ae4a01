import { createMemoryBackend } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { createSiwxConfig, createSiwxSessionStorage } from '@appkit/siwx'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ModalHeader } from '../../host/ModalHeader'
import { getAxeViolations, makeViewCore, renderView } from '../../testing/renderAccountView'
import SIWXSignMessageView from './SIWXSignMessageView'

const wallet = privateKeyToAccount(generatePrivateKey())
const other = privateKeyToAccount(generatePrivateKey())
// makeViewCore's platform: the page is http://127.0.0.1/app.
const site = { domain: '127.0.0.1', uri: 'http://127.0.0.1/app' }
const metadata = {
  name: 'Example Dapp',
  description: 'An example',
  url: 'http://127.0.0.1',
  icons: ['http://127.0.0.1/icon.png'],
}
const short = `${wallet.address.slice(0, 6)}`

/**
 * A real core connected with `wallet` on eip155:1 whose adapter signs with `signer` (a real key),
 * and a real siwx config (messages, nonces, EIP-191 verifier) keeping sessions in memory; the
 * modal is on SIWXSignMessage as core's flow opens it after connecting.
 */
async function signingIn({ required = false, signer = wallet } = {}) {
  const siwx = createSiwxConfig({
    ...site,
    required,
    statement: 'Sign in to Example Dapp',
    storage: createSiwxSessionStorage({ backend: createMemoryBackend() }),
  })
  const made = makeViewCore({ siwx, metadata })
  made.evm.signMessage = ({ message }) => signer.signMessage({ message })
  controllers.account.setChainAccountData(made.core.chain, 'eip155', {
    address: wallet.address,
    caipAddress: `eip155:1:${wallet.address}`,
    status: 'connected',
    connectorId: 'injected',
  })
  await expect(flows.requestSiwxAfterConnection(made.core)).resolves.toBe(true)
  expect(made.core.router.view).toBe('SIWXSignMessage')
  return { ...made, siwx }
}

const render = (core: Awaited<ReturnType<typeof signingIn>>['core']) =>
  renderView(
    <>
      <ModalHeader />
      <SIWXSignMessageView />
    </>,
    core,
  )

describe('SIWXSignMessage view', () => {
  it("shows the dapp's name and icon asking to sign in, and the truncated account", async () => {
    const { core } = await signingIn()
    const { container } = render(core)
    expect(screen.getByText('Example Dapp wants you to sign in')).toBeTruthy()
    expect(container.querySelector('img')?.getAttribute('src')).toBe('http://127.0.0.1/icon.png')
    const account = container.querySelector('.ak-siwx-account')
    expect(account?.textContent).toContain(short)
    expect(account?.textContent).not.toContain(wallet.address)
    expect(screen.getByRole('button', { name: 'Sign' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
  })

  it('Sign has the wallet sign with a real key: a verified session is stored and the modal closes', async () => {
    const { core, siwx } = await signingIn({ required: true })
    render(core)
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(core.modal.open).toBe(false))
    expect(core.siwx.hasSession).toBe(true)
    expect(core.siwx.lastConnectedNetworkId).toBe('eip155:1')
    const [session] = await siwx.getSessions('eip155:1', wallet.address)
    expect(session?.data).toMatchObject({
      accountAddress: wallet.address,
      chainId: 'eip155:1',
      domain: '127.0.0.1',
      statement: 'Sign in to Example Dapp',
    })
  })

  it('shows a spinner while the wallet is asked', async () => {
    const { core, evm } = await signingIn()
    let answer: (signature: `0x${string}`) => void = () => {}
    evm.signMessage = () => new Promise((resolve) => (answer = resolve))
    render(core)
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    expect(
      await screen.findByRole('status', { name: 'Waiting for your wallet to sign' }),
    ).toBeTruthy()
    answer(await other.signMessage({ message: 'x' }))
    await screen.findByRole('alert')
  })

  it("SPEC §8: a signature by another key shows 'Error signing message' and stores nothing", async () => {
    const { core, siwx } = await signingIn({ required: true, signer: other })
    render(core)
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Error signing message')
    expect(core.snackbar.message).toBe('Error signing message')
    expect(core.siwx.hasSession).toBe(false)
    expect(core.modal.open).toBe(true)
    expect(core.router.view).toBe('SIWXSignMessage')
    await expect(siwx.getSessions('eip155:1', wallet.address)).resolves.toEqual([])
  })

  it('SPEC §4: Cancel when required and no session on the last network disconnects', async () => {
    const { core, evm } = await signingIn({ required: true })
    render(core)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(core.modal.open).toBe(false))
    expect(evm.calls).toContain('disconnect')
    expect(controllers.chain.getActiveAccount(core.chain)?.address).toBeUndefined()
    expect(core.router.view).toBe('Connect')
  })

  it('SPEC §4: Cancel when required with a session on the last connected network switches back to it', async () => {
    const { core, evm, siwx } = await signingIn({ required: true })
    // An earlier sign-in on Optimism, signed with the real key and verified by the config.
    const message = (
      await siwx.createMessage({ accountAddress: wallet.address, chainId: 'eip155:10' })
    ).toString()
    const signature = await wallet.signMessage({ message })
    await siwx.addSession({
      message,
      signature,
      chainId: 'eip155:10',
      accountAddress: wallet.address,
    })
    core.siwx.lastConnectedNetworkId = 'eip155:10'
    render(core)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(core.modal.open).toBe(false))
    expect(evm.calls).toContain('switch:eip155:10')
    expect(evm.calls).not.toContain('disconnect')
    expect(core.siwx.hasSession).toBe(true)
  })

  it('SPEC §4: Cancel when not required just closes, still connected', async () => {
    const { core, evm } = await signingIn({ required: false })
    render(core)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(core.modal.open).toBe(false))
    expect(evm.calls).not.toContain('disconnect')
    expect(controllers.chain.getActiveAccount(core.chain)?.address).toBe(wallet.address)
  })

  it('SPEC §2: no Close control while required and unsigned; it is there when not required', async () => {
    const required = await signingIn({ required: true })
    // As after connecting through the modal: Connect is in the history below the sign-in view.
    controllers.router.reset(required.core.router, 'Connect')
    controllers.router.push(required.core.router, 'SIWXSignMessage')
    const first = render(required.core)
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    // No Back either: Cancel is the only way out of a required sign-in.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    await expect(flows.close(required.core)).resolves.toBe(false)
    first.unmount()
    const optional = await signingIn({ required: false })
    render(optional.core)
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
  })

  it('is keyboard operable: Tab reaches Cancel then Sign, and Enter signs', async () => {
    const { core } = await signingIn({ required: true })
    render(core)
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign' }))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(core.siwx.hasSession).toBe(true))
  })

  it('has no axe violations before signing and after a failure', async () => {
    const { core } = await signingIn({ signer: other })
    const { container } = render(core)
    expect(await getAxeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await screen.findByRole('alert')
    expect(await getAxeViolations(container)).toEqual([])
  })
})
