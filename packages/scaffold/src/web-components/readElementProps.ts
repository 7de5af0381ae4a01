import type { ChainNamespace } from '@appkit/core'

/** The attributes the elements read; HTML lowercases `loadingLabel`, so both spellings count. */
export const ELEMENT_ATTRIBUTES = [
  'label',
  'loadinglabel',
  'loading-label',
  'size',
  'balance',
  'namespace',
] as const

/** The props of the React buttons an element's attributes give (unknown values are left out). */
export type ElementProps = {
  label?: string
  loadingLabel?: string
  size?: 'md' | 'sm'
  balance?: 'show' | 'hide'
  namespace?: ChainNamespace
}

/** Reads {@link ELEMENT_ATTRIBUTES} from `element` into the buttons' props. */
export function readElementProps(element: Element): ElementProps {
  const props: ElementProps = {}
  const label = element.getAttribute('label')
  if (label) props.label = label
  const loadingLabel = element.getAttribute('loading-label') ?? element.getAttribute('loadinglabel')
  if (loadingLabel) props.loadingLabel = loadingLabel
  const size = element.getAttribute('size')
  if (size === 'md' || size === 'sm') props.size = size
  const balance = element.getAttribute('balance')
  if (balance === 'show' || balance === 'hide') props.balance = balance
  const namespace = element.getAttribute('namespace')
  if (namespace) props.namespace = namespace as ChainNamespace
  return props
}
