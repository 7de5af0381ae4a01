import { ComponentStyle } from '../../styles/ComponentStyle'

const nameSuggestionListCss = `
.ak-name-suggestions{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:minmax(0,1fr);gap:var(--ak-spacing-2xs)}
.ak-name-suggestion{all:unset;box-sizing:border-box;display:flex;width:100%;align-items:center;justify-content:space-between;gap:var(--ak-spacing-s);min-height:44px;padding:var(--ak-spacing-xs) var(--ak-spacing-m);border-radius:var(--ak-radius-m);background:var(--ak-color-surface);color:var(--ak-color-fg);font:inherit;font-size:var(--ak-font-size-m);cursor:pointer}
.ak-name-suggestion:hover:not(:disabled){background:var(--ak-color-surface-hover)}
.ak-name-suggestion:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:2px}
.ak-name-suggestion:disabled{cursor:not-allowed}
.ak-name-suggestion-name{min-width:0;overflow-wrap:anywhere;text-align:start}
.ak-name-suggestion-status{flex:none;font-size:var(--ak-font-size-s);color:var(--ak-color-fg-muted)}
`

/** One suggested name and whether it is taken. */
export type NameSuggestionItem = { name: string; registered?: boolean | undefined }

/** Props of {@link NameSuggestionList}. */
export type NameSuggestionListProps = {
  /** The list's accessible name (e.g. "Suggestions"). */
  label: string
  suggestions: readonly NameSuggestionItem[]
  /** Status text of a free name and of a taken one. */
  availableLabel: string
  takenLabel: string
  /** A free name was chosen. */
  onSelect: (name: string) => void
}

/**
 * Suggested account names, each a button with its status: a free one picks the name, a taken
 * one is shown disabled with its status in words (not by colour alone). Renders nothing when empty.
 */
export function NameSuggestionList({
  label,
  suggestions,
  availableLabel,
  takenLabel,
  onSelect,
}: NameSuggestionListProps) {
  if (suggestions.length === 0) return null
  return (
    <ul className="ak-name-suggestions" aria-label={label}>
      <ComponentStyle id="name-suggestion-list" css={nameSuggestionListCss} />
      {suggestions.map((suggestion) => (
        <li key={suggestion.name}>
          <button
            type="button"
            className="ak-name-suggestion"
            disabled={suggestion.registered === true}
            onClick={() => onSelect(suggestion.name)}
          >
            <span className="ak-name-suggestion-name">{suggestion.name}</span>
            <span className="ak-name-suggestion-status">
              {suggestion.registered ? takenLabel : availableLabel}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
