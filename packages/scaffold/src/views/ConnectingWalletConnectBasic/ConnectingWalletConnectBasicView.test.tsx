import { UserRejectedRequestError } from '@appkit/core'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { getAxeViolations, makeViewCore, renderView } from '../../testing/renderAccountView'
import { addPairing, openOn, qrShows } from '../ConnectingWalletConnect/testing'
import ConnectingWalletConnectBasicView from './ConnectingWalletConnectBasicView'

describe('ConnectingWalletConnectBasic view', () => {
  it('shows the QR code for any WalletConnect wallet with a copy-link button', async () => {
    const { core, evm } = makeViewCore()
    const rig = addPairing(evm)
    await openOn(core)
    const { container } = renderView(<ConnectingWalletConnectBasicView />, core)
    await screen.findByRole('img', { name: 'QR code to connect WalletConnect' })
    expect(qrShows(rig.uris[0] ?? '', 'WalletConnect')).toBe(true)
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(screen.getByText('Scan with your phone')).toBeTruthy()
    expect(await getAxeViolations(container)).toEqual([])
  })

  it('shows the declined state with a retry', async () => {
    const { core, evm } = makeViewCore()
    const rig = addPairing(evm)
    await openOn(core)
    renderView(<ConnectingWalletConnectBasicView />, core)
    await waitFor(() => expect(rig.answers).toHaveLength(1))
    rig.answers[0]?.reject(new UserRejectedRequestError())
    expect((await screen.findByRole('alert')).textContent).toContain('Connection rejected')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(rig.answers).toHaveLength(2))
  })
})
