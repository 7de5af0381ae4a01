import type { AppKitCore } from '@appkit/core/internal'
import { proxy } from 'valtio'

/** What the visitor typed in RegisterAccountName, kept while the wallet signs in another view. */
export type NameDraft = {
  value: string
  /** The visitor tried to register (so the rule shows even under 4 characters). */
  submitted: boolean
  /** The name whose registration failed last, for the error. */
  failedName: string | undefined
}

const drafts = new WeakMap<AppKitCore, NameDraft>()

/**
 * The draft of `core`'s instance: the view is replaced by ApproveTransaction while the wallet
 * signs and comes back after it (SPEC §2), so what was typed and a failure outlive its mount.
 */
export function getNameDraft(core: AppKitCore): NameDraft {
  let draft = drafts.get(core)
  if (!draft) {
    draft = proxy<NameDraft>({ value: '', submitted: false, failedName: undefined })
    drafts.set(core, draft)
  }
  return draft
}

/** Capitals typed become lower case (ASCII only: a look-alike stays as typed, and is refused). */
export function lowerAscii(value: string): string {
  return value.replace(/[A-Z]/g, (letter) => letter.toLowerCase())
}
