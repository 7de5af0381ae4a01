import { useState } from 'react'

// The visitor's tick, kept per instance for the page's life: going to AllWallets or a connecting
// view and back does not ask again (as in AppKit); a reload does.
const consents = new WeakMap<object, boolean>()

/** The legal checkbox's state for the instance `owner` (its core), and its setter. */
export function useLegalConsent(owner: object): [boolean, (agreed: boolean) => void] {
  const [agreed, setAgreed] = useState(() => consents.get(owner) === true)
  return [
    agreed,
    (next) => {
      consents.set(owner, next)
      setAgreed(next)
    },
  ]
}
