// Loaded by createAppKit on the first SIWX call only, so pages without sign-in never load it.
export { getSiwxSession, signOutWithSiwx } from '@appkit/core/flows'
