import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { truncateAddress } from '../../format/truncateAddress'
import { getAvatarColors } from '../Avatar/getAvatarColors'
import { NetworkButton } from '../NetworkButton/NetworkButton'
import { AccountButton } from './AccountButton'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

test('"Addresses truncated 4 start, 6 end"', () => {
  expect(truncateAddress(address)).toBe('0xd8dA…A96045')
  expect(truncateAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe('7EcD…wCFLtV')
  expect(truncateAddress('0x1234')).toBe('0x1234')
})

test('the avatar is generated from the address: stable, case-insensitive, distinct per address', () => {
  expect(getAvatarColors(address)).toEqual(getAvatarColors(address.toLowerCase()))
  expect(getAvatarColors(address)).toHaveLength(5)
  expect(getAvatarColors(address)).not.toEqual(
    getAvatarColors('0x0000000000000000000000000000000000000001'),
  )
})

test('AccountButton shows the balance, avatar and truncated address, or the profile name', () => {
  const onClick = vi.fn()
  const { rerender } = render(
    <AccountButton address={address} balance="0.512 ETH" onClick={onClick} />,
  )
  const button = screen.getByRole('button', { name: '0.512 ETH 0xd8dA…A96045' })
  expect(screen.getByTestId('ak-avatar').style.background).toContain('gradient')
  fireEvent.click(button)
  expect(onClick).toHaveBeenCalledTimes(1)
  rerender(<AccountButton address={address} profileName="vitalik.eth" onClick={onClick} />)
  expect(screen.getByRole('button', { name: 'vitalik.eth' })).toBeTruthy()
})

test('NetworkButton names the network and opens the switcher', () => {
  const onClick = vi.fn()
  render(<NetworkButton name="Optimism" onClick={onClick} />)
  fireEvent.click(screen.getByRole('button', { name: 'Optimism' }))
  expect(onClick).toHaveBeenCalledTimes(1)
  expect(screen.getByRole('button').getAttribute('aria-haspopup')).toBe('dialog')
})
