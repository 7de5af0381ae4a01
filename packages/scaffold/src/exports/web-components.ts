export { APPKIT_ELEMENT_TAGS, type AppKitElementTag } from '../web-components/appKitElementTags'
export { defineAppKitElements } from '../web-components/defineAppKitElements'
