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

/**
 * Builds the translate function of one instance. A missing placeholder value stays visible as
 * `{name}` so a wrong call is noticed instead of printing "undefined".
 */
export function createTranslate(
  base: MessageCatalogue,
  overrides: MessageOverrides = {},
): Translate {
  return (key, params) => {
    const dot = key.indexOf('.')
    const namespace = key.slice(0, dot) as Namespace
    const name = key.slice(dot + 1)
    const override = (overrides[namespace] as Record<string, string | undefined> | undefined)?.[
      name
    ]
    const template = override ?? (base[namespace] as Record<string, string>)[name] ?? key
    if (!params) return template
    return template.replace(/\{(\w+)\}/g, (whole, param: string) =>
      param in params ? String(params[param]) : whole,
    )
  }
}
