import { type FormEvent, useId, useState } from 'react'

/** The pairing URI field and its Pair button; shows why the last attempt failed. */
export function PairForm(props: { error?: string | undefined; onPair: (uri: string) => void }) {
  const [uri, setUri] = useState('')
  const fieldId = useId()
  const errorId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onPair(uri)
  }
  return (
    <form onSubmit={submit} className="pair">
      <label htmlFor={fieldId}>Pairing URI</label>
      <textarea
        id={fieldId}
        value={uri}
        rows={3}
        spellCheck={false}
        placeholder="wc:…@2?relay-protocol=irn&symKey=…"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => setUri(event.target.value)}
      />
      {props.error ? (
        <p id={errorId} role="alert" className="error">
          {props.error}
        </p>
      ) : null}
      <button type="submit">Pair</button>
    </form>
  )
}
