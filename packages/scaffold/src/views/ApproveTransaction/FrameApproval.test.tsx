import * as controllers from '@appkit/core/controllers'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { registerEmbeddedFrame } from '../../features/email/embeddedFrameRegistry'
import { makeViewCore, renderView } from '../../testing/renderAccountView'
import ApproveTransactionView from './ApproveTransactionView'

describe('ApproveTransaction for the embedded wallet', () => {
  it("SPEC §6 approval of the e-mail wallet's request happens in the secure frame: the view shows the frame over its box with the dapp's theme, and no Approve of its own", async () => {
    const { core } = makeViewCore({})
    controllers.theme.setThemeMode(core.theme, 'dark')
    // The frame element as getEmbeddedWallet adds it (hidden); its messages are recorded (the
    // real frame is apps/secure, clicked in the demo's e2e/embeddedApproval.spec.ts).
    const element = document.createElement('iframe')
    element.src = 'http://127.0.0.1:4466/'
    element.setAttribute('aria-hidden', 'true')
    element.style.cssText = 'position:fixed;width:0;height:0;border:0;visibility:hidden'
    document.body.append(element)
    const sent: { type: string; payload?: unknown }[] = []
    registerEmbeddedFrame(core, {
      element,
      request: async (type, payload) => {
        sent.push({ type, payload })
        return {}
      },
    })
    controllers.requests.addPendingRequest(core.requests, {
      id: 1,
      method: 'eth_sendTransaction',
      namespace: 'eip155',
      needsApproval: true,
      inFrame: true,
      reject: () => {},
    })
    const { unmount } = renderView(<ApproveTransactionView />, core)
    expect(
      screen.getByText('Review the request in your wallet below and approve or reject it there.'),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(screen.getByTestId('approve-frame-slot')).toBeTruthy()
    expect(element.style.visibility).toBe('visible')
    expect(element.style.position).toBe('fixed')
    expect(element.getAttribute('aria-hidden')).toBeNull()
    expect(element.title).toBe('Your wallet: approve or reject the request')
    expect(sent).toEqual([{ type: 'SYNC_THEME', payload: { themeMode: 'dark' } }])
    unmount()
    // Leaving the view hides the frame again.
    expect(element.style.visibility).toBe('hidden')
    expect(element.getAttribute('aria-hidden')).toBe('true')
    element.remove()
  })
})
