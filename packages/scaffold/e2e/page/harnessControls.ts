// What the harness pages share: a network whose reads go to a closed loopback port (nothing on
// these pages leaves 127.0.0.1) and the page's buttons.
import type { CaipNetwork } from '@appkit/core'
import type { AppKit } from '../../src/exports/index'

/** A closed loopback port: reads sent there fail at once, and nothing leaves 127.0.0.1. */
export const CLOSED_PORT = 'http://127.0.0.1:9'

/** Ethereum as the harness pages configure it, its reads on {@link CLOSED_PORT}. */
export const harnessEthereum: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum (harness)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [CLOSED_PORT] } },
}

/** A page button labelled `label`. */
export function harnessButton(label: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.textContent = label
  element.addEventListener('click', onClick)
  return element
}

/** Puts the 'Open AppKit' button, then `more`, in the page's `#harness` element. */
export function showHarnessControls(appKit: AppKit, ...more: HTMLElement[]): void {
  document.querySelector('#harness')?.append(
    harnessButton('Open AppKit', () => void appKit.open()),
    ...more,
  )
}

/** The 'Choose network' button: opens the modal on Networks. */
export const chooseNetworkButton = (appKit: AppKit): HTMLButtonElement =>
  harnessButton('Choose network', () => void appKit.open({ view: 'Networks' }))
