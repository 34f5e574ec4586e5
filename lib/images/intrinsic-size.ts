import fs from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'

const sizes = new Map<string, { width: number; height: number } | undefined>()

/**
 * Width and height of an image under public/ ("/images/blog/desk.jpg"), read from its header; nothing when
 * the file is missing or has no size (the content check reports a missing image). Server side only.
 */
export function intrinsicSize(src: string, publicDir = path.resolve('public')): { width: number; height: number } | undefined {
  let file: string
  try {
    file = path.join(publicDir, decodeURI(src.split(/[?#]/)[0] ?? ''))
  } catch {
    return undefined // a malformed %-escape names no file
  }
  // Only files inside public/, and never through a link (content is refused for those too).
  if (!file.startsWith(publicDir + path.sep)) return undefined
  if (!sizes.has(file)) sizes.set(file, pictureSize(file))
  return sizes.get(file)
}

/** Width and height a picture file's header gives, or nothing (missing, a link, not a picture, no size). */
export function pictureSize(file: string): { width: number; height: number } | undefined {
  try {
    if (!fs.lstatSync(file).isFile()) return undefined
    const { width, height } = imageSize(fs.readFileSync(file))
    return width && height ? { width, height } : undefined
  } catch {
    return undefined
  }
}
