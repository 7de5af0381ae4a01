import { useId } from 'react'
import { Icon } from '../../icons/Icon'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { fieldCss } from '../Field/fieldCss'

/** The texts of a SearchInput. */
export type SearchInputMessages = { label: string; placeholder: string; clear: string }

/** Props of {@link SearchInput}. */
export type SearchInputProps = {
  value: string
  onChange: (value: string) => void
  messages: SearchInputMessages
}

/** A labelled search field with a clear button (shown while there is text). */
export function SearchInput({ value, onChange, messages }: SearchInputProps) {
  const id = useId()
  return (
    <div className="ak-field ak-field--search">
      <ComponentStyle id="field" css={fieldCss} />
      <label htmlFor={id} className="ak-sr-only">
        {messages.label}
      </label>
      <span className="ak-field-icon">
        <Icon name="search" size={18} />
      </span>
      <input
        id={id}
        className="ak-input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={messages.placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.stopPropagation()
            onChange('')
          }
        }}
      />
      {value !== '' ? (
        <button
          type="button"
          className="ak-field-clear"
          aria-label={messages.clear}
          onClick={() => onChange('')}
        >
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  )
}
