import { describe, expect, it } from 'vitest'
import { readFrameDappData, readFrameTheme } from './readFrameSync'

describe('what the frame keeps from SYNC_THEME and SYNC_DAPP_DATA', () => {
  it("SPEC §3 'Theme: themeMode (light or dark), themeVariables': only light or dark, and only CSS custom properties with plain values (HOSTILE: a dapp cannot inject rules into the frame)", () => {
    expect(readFrameTheme({ themeMode: 'sepia' })).toBeUndefined()
    expect(
      readFrameTheme({
        themeMode: 'dark',
        themeVariables: {
          '--w3m-accent': '#ff0088',
          '--w3m-border-radius-master': 2,
          color: 'red',
          '--evil': 'red; } body { display: none',
          '--nan': Number.NaN,
        },
      }),
    ).toEqual({
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#ff0088', '--w3m-border-radius-master': 2 },
    })
  })

  it('SYNC_DAPP_DATA keeps the metadata and SDK data as short text only', () => {
    expect(
      readFrameDappData({
        metadata: { name: 'Dapp', url: 'http://127.0.0.1:5173', icons: ['a.png', 7], extra: 1 },
        projectId: 'p1',
        sdkType: 'appkit',
        sdkVersion: 'core-0.0.0',
        description: { not: 'text' },
      }),
    ).toEqual({
      name: 'Dapp',
      url: 'http://127.0.0.1:5173',
      icons: ['a.png'],
      projectId: 'p1',
      sdkType: 'appkit',
      sdkVersion: 'core-0.0.0',
    })
  })
})
