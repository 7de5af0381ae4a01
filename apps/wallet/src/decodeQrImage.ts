/** An image that holds no readable QR code (or cannot be read as an image at all). */
export class QrImageError extends Error {
  override readonly name = 'QrImageError'
}

/** Largest image side decoded; bigger images are scaled down first (keeps decoding quick). */
const maxSide = 1600

/**
 * Reads the text of the QR code in an image file (a screenshot of a dapp's QR code), in the
 * browser: the image is drawn on a canvas and decoded with jsQR, loaded only when needed.
 * Rejects with QrImageError when the file is not an image or holds no QR code.
 */
export async function decodeQrImage(file: Blob): Promise<string> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch (cause) {
    throw new QrImageError('The file is not an image this browser can read.', { cause })
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height))
  const width = Math.max(1, Math.round(bitmap.width * scale))
  const height = Math.max(1, Math.round(bitmap.height * scale))
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d')
  if (!context) throw new QrImageError('This browser cannot read images on a canvas.')
  context.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  const { data } = context.getImageData(0, 0, width, height)
  const { default: jsQR } = await import('jsqr')
  const code = jsQR(data, width, height)
  if (!code?.data) throw new QrImageError('No QR code was found in the image.')
  return code.data
}
