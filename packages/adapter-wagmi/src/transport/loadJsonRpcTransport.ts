// Loaded on the first RPC call, so the JSON-RPC transport is not part of a dapp's first load.
export { createJsonRpcTransport } from '@appkit/core/adapter'
