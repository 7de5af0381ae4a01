// The network switch of `appKit.switchNetwork`, loaded when the dapp first calls it.
export { switchNetworkInWallet } from '@appkit/core/flows'
