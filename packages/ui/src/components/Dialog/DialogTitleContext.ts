import { createContext, useContext } from 'react'

/** The id the dialog's `aria-labelledby` points at; the Header gives it to its title. */
export const DialogTitleContext = createContext<string | undefined>(undefined)

/** The id for the title of the enclosing Dialog, or undefined outside a Dialog. */
export function useDialogTitleId(): string | undefined {
  return useContext(DialogTitleContext)
}
