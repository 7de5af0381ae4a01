import type { AppKitCore } from '../client/createAppKitCore'
import { showAlert } from '../controllers/alerts/alerts'
import {
  type CreateFrameMessengerParameters,
  createFrameMessenger,
  type FrameMessenger,
} from '../controllers/frame/frameMessenger'

/** Parameters of {@link connectEmbeddedFrame}: the frame's transport, origin and logout. */
export type ConnectEmbeddedFrameParameters = Omit<
  CreateFrameMessengerParameters,
  'clock' | 'onAlert'
>

/**
 * Creates the instance's messenger to the embedded wallet frame, on the instance's clock, with
 * its failures raised as the instance's SPEC §8 alerts (iframe load failed, could not load
 * embedded wallet, request timed out, unverified domain).
 *
 * @example
 * const frame = connectEmbeddedFrame(core, { transport, origin, clearLoginData })
 */
export function connectEmbeddedFrame(
  core: AppKitCore,
  parameters: ConnectEmbeddedFrameParameters,
): FrameMessenger {
  return createFrameMessenger({
    ...parameters,
    clock: core.services.clock,
    onAlert: (key) => showAlert(core.alerts, key),
  })
}
