/**
 * Turns a social card's SVG (lib/social-card.ts) into a PNG with sharp, once per card: the PNG is kept in a
 * cache folder under a key made of the generator's version and the SVG itself (title, label, brand), so a
 * later build reuses it until a word of the card or the drawing changes. A cached file that is not a whole
 * PNG of the card's size (a build killed mid-write, a damaged disk) is drawn again, never served.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { CARD_SIZE, CARD_VERSION } from '../../lib/social-card'

export const DEFAULT_CARD_CACHE = path.resolve('node_modules/.cache/kilele-cards')

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const IEND = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82])

/** The size a PNG's header declares, or undefined when the bytes do not start like a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (buffer.length < 24 || !buffer.subarray(0, 8).equals(PNG_SIGNATURE) || buffer.toString('latin1', 12, 16) !== 'IHDR') return undefined
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
}

/** A whole PNG (signature, header, end chunk) of the card's size. */
function isWholeCard(bytes: Buffer): boolean {
  const size = pngSize(bytes)
  return size?.width === CARD_SIZE.width && size.height === CARD_SIZE.height && bytes.subarray(bytes.length - IEND.length).equals(IEND)
}

export const cardKey = (svg: string) => createHash('sha256').update(`${CARD_VERSION}\n${svg}`).digest('hex').slice(0, 32)

/** The card's PNG, from the cache when a whole one is there; `drawn` says whether sharp made it now. */
export async function cardPng(svg: string, cacheDir = DEFAULT_CARD_CACHE): Promise<{ png: Buffer; drawn: boolean }> {
  const file = path.join(cacheDir, `${cardKey(svg)}.png`)
  const cached = fs.existsSync(file) ? fs.readFileSync(file) : undefined
  if (cached && isWholeCard(cached)) return { png: cached, drawn: false }
  // Full colour at zlib level 6: about 110 KB, well under WhatsApp's 300 KB, in 30 ms. A 256-colour palette
  // makes 46 KB but takes 110 ms a card (quantising), and level 9 halves the speed for 10% less.
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer()
  fs.mkdirSync(cacheDir, { recursive: true })
  const partial = `${file}.${process.pid}.tmp`
  fs.writeFileSync(partial, png)
  fs.renameSync(partial, file)
  return { png, drawn: true }
}
