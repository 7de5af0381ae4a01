import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import type { AppKit } from '../client/AppKit'
import { getModalRoot } from './createTestAppKit'

/** The visible text of the modal (its style sheets left out). */
export const modalText = (): string =>
  [...getModalRoot().querySelectorAll('.ak-root *:not(style)')]
    .filter((element) => element.children.length === 0)
    .map((element) => element.textContent)
    .join(' ')

const buttons = () => [...getModalRoot().querySelectorAll<HTMLButtonElement>('button')]

/** The modal's first button whose text contains `name` (a wallet tile, say). */
export const modalButtonWith = (name: string): HTMLButtonElement | undefined =>
  buttons().find((button) => button.textContent?.includes(name))

/** The modal's button whose text is exactly `label`. */
export const modalButton = (label: string): HTMLButtonElement | undefined =>
  buttons().find((button) => button.textContent === label)

/** The modal's input labelled `label`; throws when there is none. */
export const modalInput = (label: string): HTMLInputElement => {
  const labelled = [...getModalRoot().querySelectorAll('label')].find(
    (candidate) => candidate.textContent === label,
  )
  const element = getModalRoot().getElementById(labelled?.htmlFor ?? '')
  if (!(element instanceof HTMLInputElement)) throw new Error(`No input labelled ${label}`)
  return element
}

/**
 * Opens the modal and, once Connect lists it, clicks the wallet tile whose text contains `name`
 * (a failure shows the modal's text).
 */
export async function chooseWalletInModal(appKit: Pick<AppKit, 'open'>, name: string) {
  await appKit.open()
  await waitFor(() => expect(modalButtonWith(name), modalText()).toBeDefined(), {
    timeout: 15_000,
  })
  modalButtonWith(name)?.click()
}
