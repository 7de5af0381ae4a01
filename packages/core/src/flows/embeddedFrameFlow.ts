import type { AppKitCore } from '../client/createAppKitCore'
import { showAlert } from '../controllers/alerts/alerts'
import {
  type CreateFrameMessengerParameters,
  createFrameMessenger,
  type FrameMessenger,
} from '../controllers/frame/frameMessenger'
import { syncEmbeddedFrame } from './syncEmbeddedFrame'

/** Parameters of {@link connectEmbeddedFrame}: the frame's transport, origin and logout. */
export type ConnectEmbeddedFrameParameters = Omit<
  CreateFrameMessengerParameters,
  'clock' | 'onAlert'
>

/**
 * Creates the instance's messenger to the embedded wallet frame, on the instance's clock, with
 * its failures raised as the instance's SPEC §8 alerts (iframe load failed, could not load
 * embedded wallet, request timed out, unverified domain), kept in step with the instance's theme,
 * dapp data and modal (SYNC_THEME, SYNC_DAPP_DATA, RPC_ABORT: see {@link syncEmbeddedFrame}).
 *
 * @example
 * const frame = connectEmbeddedFrame(core, { transport, origin, clearLoginData })
 */
export function connectEmbeddedFrame(
  core: AppKitCore,
  parameters: ConnectEmbeddedFrameParameters,
): FrameMessenger {
  const messenger = createFrameMessenger({
    ...parameters,
    clock: core.services.clock,
    onAlert: (key) => showAlert(core.alerts, key),
  })
  const stopSync = syncEmbeddedFrame(core, messenger)
  return {
    ...messenger,
    destroy: () => {
      stopSync()
      messenger.destroy()
    },
  }
}
