// `@appkit/adapter-wagmi/evmMethods`: SPEC §6's EVM method lists alone, with no import behind
// them, for a wallet or service that classes EVM requests without loading the adapter.
export {
  EVM_APPROVAL_METHODS,
  EVM_CHAIN_READ_METHODS,
  EVM_SAFE_METHODS,
} from '../requests/evmMethods'
