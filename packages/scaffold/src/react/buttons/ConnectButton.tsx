import type { ChainNamespace } from '@appkit/core'
import { Button } from '@appkit/ui'
import { preloadModal } from '../../client/preloadModal'
import { useAppKitInstance } from '../AppKitProvider'
import { useInstanceSnapshot } from '../useInstanceSnapshot'
import { ButtonTheme } from './ButtonTheme'

/** Props of {@link ConnectButton}. */
export type ConnectButtonProps = {
  /** The text (default: the catalogue's 'Connect Wallet'). */
  label?: string
  /** The text while the modal is open (default: 'Connecting...'). */
  loadingLabel?: string
  size?: 'md' | 'sm'
  /** Opens the modal on this namespace. */
  namespace?: ChainNamespace
  /** The button element's id, rendered on the server too (e.g. `connect` for benchmarks). */
  id?: string
}

/**
 * The button that opens the modal to connect a wallet; it shows its loading label while the
 * modal is open. Pointing at it or focusing it loads the modal's scripts (preloadModal).
 */
export function ConnectButton({
  label,
  loadingLabel,
  size = 'md',
  namespace,
  id,
}: ConnectButtonProps) {
  const appKit = useAppKitInstance()
  const modal = useInstanceSnapshot(appKit, 'modal')
  useInstanceSnapshot(appKit, 'lifecycle') // speaks the language once its catalogue has loaded
  const text = label ?? appKit.t('buttons.connect')
  return (
    <ButtonTheme appKit={appKit}>
      <Button
        id={id}
        size={size === 'sm' ? 'small' : 'medium'}
        disabled={modal.open}
        onIntent={() => void preloadModal(appKit, namespace ? { view: 'Connect' } : {})}
        onClick={() => void appKit.open(namespace ? { view: 'Connect', namespace } : {})}
      >
        {modal.open ? (loadingLabel ?? appKit.t('buttons.connecting')) : text}
      </Button>
    </ButtonTheme>
  )
}
