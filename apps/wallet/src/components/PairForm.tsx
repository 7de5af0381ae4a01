import { type ChangeEvent, type FormEvent, useId, useState } from 'react'
import { decodeQrImage } from '../decodeQrImage'

/**
 * The pairing URI field with its Pair button, and a QR code image picker that fills the field and
 * pairs; shows why the last attempt failed.
 */
export function PairForm(props: { error?: string | undefined; onPair: (uri: string) => void }) {
  const [uri, setUri] = useState('')
  const [imageError, setImageError] = useState<string>()
  const fieldId = useId()
  const imageId = useId()
  const errorId = useId()
  const error = imageError ?? props.error
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setImageError(undefined)
    props.onPair(uri)
  }
  const readImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    try {
      const text = await decodeQrImage(file)
      setImageError(undefined)
      setUri(text)
      props.onPair(text)
    } catch (cause) {
      setImageError(cause instanceof Error ? cause.message : String(cause))
    }
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setUri(event.target.value)}
      />
      {error ? (
        <p id={errorId} role="alert" className="error">
          {error}
        </p>
      ) : null}
      <button type="submit">Pair</button>
      <label htmlFor={imageId}>Or read a QR code image</label>
      <input id={imageId} type="file" accept="image/*" onChange={(e) => void readImage(e)} />
    </form>
  )
}
