import { useEffect, useState } from 'react'
import { Icon } from '../../icons/Icon'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { buttonCss } from '../Button/buttonCss'

/** The texts of a CopyButton. */
export type CopyButtonMessages = { copy: string; copied: string; failed: string }

/** Writes text to the clipboard; injected so tests and hosts can supply their own. */
export type WriteClipboardText = (text: string) => Promise<void>

/** The default clipboard writer: the browser's async Clipboard API. */
export const writeNavigatorClipboard: WriteClipboardText = (text) =>
  navigator.clipboard.writeText(text)

/** Props of {@link CopyButton}. */
export type CopyButtonProps = {
  value: string
  messages: CopyButtonMessages
  onCopied?: () => void
  writeText?: WriteClipboardText
  /** How long the copied (or failed) text stays, in ms. */
  resetAfterMs?: number
}

/**
 * Copies `value` to the clipboard and says so in its label for a moment (announced politely);
 * a refused clipboard shows the failure text instead.
 */
export function CopyButton({
  value,
  messages,
  onCopied,
  writeText = writeNavigatorClipboard,
  resetAfterMs = 2000,
}: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), resetAfterMs)
    return () => clearTimeout(timer)
  }, [state, resetAfterMs])
  const text =
    state === 'copied' ? messages.copied : state === 'failed' ? messages.failed : messages.copy
  return (
    <button
      type="button"
      className="ak-button ak-button--secondary ak-button--small"
      onClick={() => {
        writeText(value).then(
          () => {
            setState('copied')
            onCopied?.()
          },
          () => setState('failed'),
        )
      }}
    >
      <ComponentStyle id="button" css={buttonCss} />
      <Icon name={state === 'copied' ? 'check' : 'copy'} size={16} />
      <span aria-live="polite">{text}</span>
    </button>
  )
}
