import { expect, it } from 'vitest'
import * as exports from './evmMethods'

it('exports the EVM method lists of @appkit/adapter-wagmi/evmMethods (sorted names)', () => {
  expect(Object.keys(exports).sort()).toMatchSnapshot()
})

it('SPEC §6: every chain read is a safe method, and no method is both safe and not safe', () => {
  expect(exports.EVM_CHAIN_READ_METHODS.every((m) => exports.EVM_SAFE_METHODS.includes(m))).toBe(
    true,
  )
  expect(exports.EVM_SAFE_METHODS.filter((m) => exports.EVM_APPROVAL_METHODS.includes(m))).toEqual(
    [],
  )
})
