// Loaded by siweConfigToCoreSiwx on the first sign-in call only, so pages without a
// `siweConfig` never load it.
export { siweConfigToSiwx } from '@appkit/siwx'
