import { ResponseBodyTooLargeError } from '../errors/transportErrors'

/**
 * Reads a response body as text, refusing bodies over `maxBytes` without buffering them: the
 * Content-Length is checked first, then the stream is counted and cancelled past the limit.
 *
 * @throws {ResponseBodyTooLargeError}
 */
export async function readBodyWithLimit(
  response: Response,
  maxBytes: number,
  url: string,
): Promise<string> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {})
    throw new ResponseBodyTooLargeError({ maxBytes, url })
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new ResponseBodyTooLargeError({ maxBytes, url })
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}
