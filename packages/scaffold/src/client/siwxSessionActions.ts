// Loaded by createAppKit on the first SIWX call only, so pages without sign-in never load it;
// a `siweConfig` is mapped onto SIWX from the same chunk.

export { getSiwxSession, signOutWithSiwx } from '@appkit/core/flows'
export { siweConfigToSiwx } from '@appkit/siwx'
