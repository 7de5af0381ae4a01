import { isUserRejection } from '@appkit/core'
import * as flows from '@appkit/core/flows'
import { AlertBar, Button, ComponentStyle, NameSuggestionList, TextInput } from '@appkit/ui'
import type { FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import { getNameDraft, lowerAscii } from './nameDraft'
import { registerAccountNameCss } from './registerAccountNameCss'
import { useNameSuggestions } from './useNameSuggestions'

/** SPEC §5: the rule shows once a name this long is typed, or after a try to register. */
const RULE_AFTER_LENGTH = 4

/**
 * RegisterAccountName (SPEC §4, §5): a name field, the name service's suggestions (a free one
 * fills the field), and Register. A name breaking SPEC §5's rule, or one the suggestions show
 * taken, is refused here, before the wallet is asked to sign. Register runs core's registration
 * flow (the wallet signs the JSON message in ApproveTransaction, then the name service registers
 * it, then RegisterAccountNameSuccess); a failure comes back here with 'Error registering name
 * {name}'; a cancel comes back without an error.
 */
export default function RegisterAccountNameView() {
  const { core, t } = useModalContext()
  const draft = getNameDraft(core)
  // sync: the field shows each keystroke at once (valtio batches otherwise).
  const snap = useSnapshot(draft, { sync: true })
  const modal = useSnapshot(core.modal)
  const { suggestions, failed } = useNameSuggestions(core, snap.value)
  const valid = flows.isValidAccountName(snap.value)
  const taken = suggestions.some((s) => s.registered && flows.getNameLabel(s.name) === snap.value)
  const showRule = !valid && (snap.submitted || snap.value.length >= RULE_AFTER_LENGTH)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (modal.loading) return
    draft.submitted = true
    draft.failedName = undefined
    const name = draft.value
    // SPEC §5: refused with the rule (or as taken), nothing signed.
    if (!flows.isValidAccountName(name) || taken) return
    try {
      await flows.registerAccountName(core, name)
      draft.value = ''
      draft.submitted = false
    } catch (error) {
      if (!isUserRejection(error)) draft.failedName = name
    }
  }

  return (
    <form className="ak-register-name" onSubmit={onSubmit} noValidate>
      <ComponentStyle id="register-account-name" css={registerAccountNameCss} />
      <p className="ak-register-name-intro">{t('names.intro')}</p>
      <TextInput
        label={t('names.label')}
        value={snap.value}
        placeholder={t('names.placeholder')}
        onChange={(value) => {
          draft.value = lowerAscii(value)
          draft.failedName = undefined
        }}
        error={
          showRule
            ? t('names.rule')
            : taken
              ? t('names.nameTaken', { name: snap.value })
              : undefined
        }
      />
      {failed ? <AlertBar variant="error" message={t('names.suggestionsFailed')} /> : null}
      <NameSuggestionList
        label={t('names.suggestions')}
        suggestions={suggestions}
        availableLabel={t('names.available')}
        takenLabel={t('names.taken')}
        onSelect={(name) => {
          draft.value = flows.getNameLabel(name)
          draft.failedName = undefined
        }}
      />
      {snap.failedName ? (
        <AlertBar variant="error" message={t('names.registerFailed', { name: snap.failedName })} />
      ) : null}
      <Button
        type="submit"
        fullWidth
        {...(modal.loading ? { loadingLabel: t('names.registering') } : {})}
      >
        {t('names.register')}
      </Button>
    </form>
  )
}
