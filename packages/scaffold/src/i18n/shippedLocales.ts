/**
 * The languages the modal ships a catalogue for: English is built in, the others load on demand
 * ({@link loadCatalogue}) when the `locale` option or the browser's language asks for them.
 */
export const shippedLocales = ['en', 'es', 'fr', 'de', 'ja', 'ar'] as const

/** A language the modal ships a catalogue for. */
export type ShippedLocale = (typeof shippedLocales)[number]
