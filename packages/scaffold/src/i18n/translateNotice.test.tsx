import * as controllers from '@appkit/core/controllers'
import { ALERTS, createAppKitCore } from '@appkit/core/internal'
import { mainnet } from '@appkit/core/testing'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ModalAlert } from '../host/ModalAlert'
import { ModalContext } from '../host/ModalContext'
import { ModalToast } from '../host/ModalToast'
import { en } from './en/index'
import { createTranslate } from './translate'
import { translateNotice } from './translateNotice'

const french = createTranslate(en, {
  notices: {
    'Token Balance Unavailable': 'Solde des jetons indisponible',
    'Session Expired': 'Session expirée',
    'Check your time settings and reconnect.': "Vérifiez l'heure et reconnectez-vous.",
  },
})

describe('core notices through the catalogue', () => {
  it('every SPEC §8 alert text of core is a key of the notices namespace', () => {
    for (const alert of Object.values(ALERTS)) {
      expect(Object.keys(en.notices)).toContain(alert.shortMessage)
      expect(Object.keys(en.notices)).toContain(alert.longMessage)
    }
  })

  it('translates a known text, and shows a text core made up as it is', () => {
    expect(translateNotice(french, 'Token Balance Unavailable')).toBe(
      'Solde des jetons indisponible',
    )
    expect(translateNotice(french, 'Failed to fetch transactions')).toBe(
      'Failed to fetch transactions',
    )
    expect(translateNotice(french, 'constructor')).toBe('constructor')
    expect(translateNotice(french, 'Something only this wallet says')).toBe(
      'Something only this wallet says',
    )
  })

  it("the modal's alert and toast show the catalogue's words for core's texts", async () => {
    const core = createAppKitCore({
      networks: [mainnet],
      apiUrls: { wallet: '', blockchain: '', analytics: '' },
    })
    render(
      <ModalContext.Provider value={{ core, t: french }}>
        <ModalAlert />
        <ModalToast />
      </ModalContext.Provider>,
    )
    act(() => {
      controllers.alerts.showAlert(core.alerts, 'SESSION_EXPIRED')
      controllers.snackbar.showToast(
        core.snackbar,
        core.services.clock,
        'error',
        'Token Balance Unavailable',
      )
    })
    expect(
      await screen.findByText("Session expirée: Vérifiez l'heure et reconnectez-vous."),
    ).toBeTruthy()
    expect(await screen.findByText('Solde des jetons indisponible')).toBeTruthy()
  })
})
