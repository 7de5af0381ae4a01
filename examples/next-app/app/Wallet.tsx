'use client'
import { AppKitButton, AppKitProvider, NetworkButton, useAppKitAccount } from '@appkit/scaffold'
import { appKit } from './appKit'

function Account() {
  const { address, isConnected } = useAppKitAccount()
  return (
    <p>
      Account: <output data-testid="address">{isConnected ? address : 'not connected'}</output>
    </p>
  )
}

export function Wallet() {
  return (
    <AppKitProvider instance={appKit}>
      <AppKitButton id="connect" />
      <NetworkButton />
      <Account />
    </AppKitProvider>
  )
}
