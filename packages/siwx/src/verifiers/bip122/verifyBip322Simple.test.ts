import { bytesToHex } from '@noble/hashes/utils'
import { describe, expect, it } from 'vitest'
import { ECPair, p2pkhSigner } from './bip122Signers.fixture'
import { decodeBitcoinAddress } from './decodeBitcoinAddress'
import { bip322MessageHash, bip322Transactions, verifyBip322Simple } from './verifyBip322Simple'
import { verifyLegacyBitcoinMessage } from './verifyLegacyBitcoinMessage'

// The test vectors of BIP-322 ('Test vectors' section), and the legacy signature of the same key
// from Bitcoin Core's util_tests.
const wif = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const segwitAddress = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const vectors = {
  '': {
    hash: 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    signatures: [
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
  'Hello World': {
    hash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    signatures: [
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
}

describe('BIP-322 test vectors', () => {
  const address = decodeBitcoinAddress(segwitAddress)
  it('decodes the vector address as P2WPKH on mainnet', () => {
    expect(address).toMatchObject({ kind: 'p2wpkh', network: 'mainnet' })
  })

  for (const [message, vector] of Object.entries(vectors)) {
    it(`hashes ${JSON.stringify(message)} and builds to_spend and to_sign with the vector ids`, () => {
      expect(bytesToHex(bip322MessageHash(message))).toBe(vector.hash)
      const { toSpend, toSign } = bip322Transactions(message, address?.outputScript as Uint8Array)
      expect(toSpend.getId()).toBe(vector.toSpend)
      expect(toSign.getId()).toBe(vector.toSign)
    })

    it(`verifies both vector signatures of ${JSON.stringify(message)} and refuses them for another message`, () => {
      for (const signature of vector.signatures) {
        expect(verifyBip322Simple(address!, message, signature)).toBe(true)
        expect(verifyBip322Simple(address!, `${message}!`, signature)).toBe(false)
      }
    })
  }

  it('refuses truncated, extended and non-base64 signatures without throwing', () => {
    const [signature] = vectors['Hello World'].signatures as [string]
    expect(verifyBip322Simple(address!, 'Hello World', signature.slice(0, 40))).toBe(false)
    expect(verifyBip322Simple(address!, 'Hello World', `${signature}AAAA`)).toBe(false)
    expect(verifyBip322Simple(address!, 'Hello World', '!!not base64!!')).toBe(false)
    expect(verifyBip322Simple(address!, 'Hello World', '')).toBe(false)
  })

  it("verifies the legacy signature of 'Hello World' by the vector key's P2PKH address", () => {
    const { address: legacyAddress } = p2pkhSigner(ECPair.fromWIF(wif))
    const decoded = decodeBitcoinAddress(legacyAddress)
    const signature =
      'IOW2xi+ebJLeBtr674l4QH76dqDoVjLV80R9EFKFQX5rBrlCXPIZaYs8Yuayg0ZqjyiCbLy9pzZIS7JWT65/nsU='
    expect(decoded?.kind).toBe('p2pkh')
    expect(verifyLegacyBitcoinMessage(decoded!, 'Hello World', signature)).toBe(true)
    expect(verifyLegacyBitcoinMessage(decoded!, 'Hello World!', signature)).toBe(false)
  })
})
