import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { useCallback } from 'react'
import { useModalContext } from './ModalContext'

/**
 * Closes the modal through core's rules; when closing is disabled (SIWX required without a
 * session) the modal shakes for 500 ms instead.
 */
export function useRequestClose(): () => void {
  const { core } = useModalContext()
  return useCallback(() => {
    void flows.close(core).then((closed) => {
      if (!closed) controllers.modal.shakeModal(core.modal, core.services.clock.setTimeout)
    })
  }, [core])
}
