import type { Catalogue } from './CatalogueTopic'
import type { MessageCatalogue } from './en/index'

type Namespace = keyof MessageCatalogue
/** A catalogue key as `namespace.key`, checked against the English catalogue. */
export type MessageKey = {
  [N in Namespace]: `${N & string}.${keyof MessageCatalogue[N] & string}`
}[Namespace]

/** Parameters substituted into `{name}` placeholders. */
export type MessageParams = Record<string, string | number>

/** Overrides for any subset of the catalogue (a translation). */
export type MessageOverrides = {
  [N in Namespace]?: { [K in keyof MessageCatalogue[N]]?: string }
}

/** Looks a key up in `overrides` then `base` and fills its placeholders. */
export type Translate = (key: MessageKey, params?: MessageParams) => string

const catalogues = new WeakMap<Translate, Partial<Catalogue>>()

/**
 * Builds the translate function of one instance. A missing placeholder value stays visible as
 * `{name}` so a wrong call is noticed instead of printing "undefined". `base` may hold only the
 * namespaces needed so far (the page buttons before the modal first opens); the rest is added
 * with {@link completeCatalogue}, and a key of a namespace not there yet reads as itself.
 */
export function createTranslate(
  base: Partial<Catalogue>,
  overrides: MessageOverrides = {},
): Translate {
  const catalogue = { ...base }
  const translate: Translate = (key, params) => {
    const dot = key.indexOf('.')
    const namespace = key.slice(0, dot) as Namespace
    const name = key.slice(dot + 1)
    const override = (overrides[namespace] as Record<string, string | undefined> | undefined)?.[
      name
    ]
    const template =
      override ?? (catalogue[namespace] as Record<string, string> | undefined)?.[name] ?? key
    if (!params) return template
    return template.replace(/\{(\w+)\}/g, (whole, param: string) =>
      param in params ? String(params[param]) : whole,
    )
  }
  catalogues.set(translate, catalogue)
  return translate
}

/**
 * Adds the namespaces of `full` that `t`'s catalogue lacks (the modal's strings, loaded with the
 * modal so the page's first load carries only the buttons' strings).
 */
export function completeCatalogue(t: Translate, full: Catalogue): void {
  const catalogue = catalogues.get(t)
  if (catalogue) Object.assign(catalogue, { ...full, ...catalogue })
}

/**
 * Puts every namespace of `translation` (a whole catalogue in another language) in `t`'s
 * catalogue, replacing the English ones there; the instance's `messages` still win.
 */
export function applyCatalogue(t: Translate, translation: Catalogue): void {
  const catalogue = catalogues.get(t)
  if (catalogue) Object.assign(catalogue, translation)
}
