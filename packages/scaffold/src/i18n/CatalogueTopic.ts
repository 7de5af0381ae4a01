import type { MessageCatalogue } from './en/index'

/** One namespace of a translation: every key of the English namespace, any text. */
export type CatalogueTopic<N extends keyof MessageCatalogue> = {
  [K in keyof MessageCatalogue[N]]: string
}

/** A whole translation: every namespace and key of the English catalogue. */
export type Catalogue = { [N in keyof MessageCatalogue]: CatalogueTopic<N> }
