import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import type { ElementProps } from './readElementProps'

/** React's props of any element, for the `<appkit-*>` tags in JSX. */
type HtmlProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>

/** The attributes `<appkit-button>` and the connect and account buttons read. */
export type AppKitElementJsxProps = HtmlProps & ElementProps & { 'loading-label'?: string }

// `<appkit-button />` in a React dapp's JSX, as AppKit's users write it: the elements' types
// come with the `web-components` entry, whose defineAppKitElements() defines the tags.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': AppKitElementJsxProps
      'appkit-connect-button': AppKitElementJsxProps
      'appkit-account-button': AppKitElementJsxProps
      /** The network button reads no attribute of its own. */
      'appkit-network-button': HtmlProps
    }
  }
}
