import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { useSnapshot } from 'valtio'
import { useModalContext } from './ModalContext'

/**
 * Whether core's rule disables closing right now (SPEC §2: in SIWXSignMessage or
 * ApproveTransaction while SIWX is required and no session exists); re-renders when the view or
 * the session changes.
 */
export function useCloseDisabled(): boolean {
  const { core } = useModalContext()
  // Read so the component re-renders when either changes; the rule itself is core's.
  useSnapshot(core.router).view
  useSnapshot(core.siwx).hasSession
  return controllers.modalOpen.isCloseDisabled(flows.getModalContext(core))
}
