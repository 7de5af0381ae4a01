import { expect, it } from 'vitest'
import * as exports from './index'

it('exports the controller, flow and API client namespaces (sorted names)', () => {
  const namespaces = {
    controllers: exports.controllers,
    flows: exports.flows,
    analyticsApi: exports.analyticsApi,
    apiClient: exports.apiClient,
    blockchainApi: exports.blockchainApi,
    namesApi: exports.namesApi,
    onrampApi: exports.onrampApi,
    walletApi: exports.walletApi,
  }
  const names = Object.fromEntries(
    Object.entries(namespaces).map(([name, value]) => [
      name,
      Object.entries(value)
        .map(([key, inner]) =>
          typeof inner === 'object' &&
          inner !== null &&
          !Array.isArray(inner) &&
          name === 'controllers'
            ? `${key}: ${Object.keys(inner).sort().join(', ')}`
            : key,
        )
        .sort(),
    ]),
  )
  expect(names).toMatchSnapshot()
})
