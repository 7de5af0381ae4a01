/** Shows an action's outcome: pending, its value, or its error's short message. */
export function ActionResult(props: {
  testId: string
  label: string
  value: string | undefined
  error: { shortMessage?: string; message: string } | null
  pending: boolean
}) {
  const text = props.pending
    ? 'Waiting for the wallet…'
    : props.error
      ? `Error: ${props.error.shortMessage ?? props.error.message}`
      : (props.value ?? '—')
  return (
    <p role="status">
      {props.label}: <output data-testid={props.testId}>{text}</output>
    </p>
  )
}
