import * as controllers from '@appkit/core/controllers'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { registerEmbeddedFrame } from '../../features/email/embeddedFrameRegistry'
import { makeViewCore, renderView } from '../../testing/renderAccountView'
import ConnectingFarcasterView from './ConnectingFarcasterView'

describe('ConnectingFarcaster', () => {
  it('SPEC §8 "Failed to connect to farcaster" when no sign-in can start (no secure site here), with Try again; SPEC §2 "Leaving ConnectingFarcaster without an account resets the social login URL and reloads the auth connector"', async () => {
    const { core } = makeViewCore({})
    // What the frame is sent is recorded (the real frame is apps/secure, driven end to end in
    // the demo's e2e/socialLogin.spec.ts).
    const sent: string[] = []
    registerEmbeddedFrame(core, {
      element: document.createElement('iframe'),
      request: async (type) => {
        sent.push(type)
        return {}
      },
    })
    const { unmount } = renderView(<ConnectingFarcasterView />, core)
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Failed to connect to farcaster'),
    )
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    const namespace = core.chain.activeNamespace
    expect(namespace).toBe('eip155')
    controllers.account.setAccountProp(
      core.chain,
      'farcasterUrl',
      'farcaster://connect?channelToken=x',
      namespace,
    )
    unmount()
    expect(namespace && core.chain.namespaces[namespace]?.accountState.farcasterUrl).toBeUndefined()
    expect(sent).toEqual(['RELOAD'])
  })
})
