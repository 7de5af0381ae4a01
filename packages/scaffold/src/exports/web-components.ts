export type { AppKitElementJsxProps } from '../web-components/appKitElementsJsx'
export { APPKIT_ELEMENT_TAGS, type AppKitElementTag } from '../web-components/appKitElementTags'
export { defineAppKitElements } from '../web-components/defineAppKitElements'
