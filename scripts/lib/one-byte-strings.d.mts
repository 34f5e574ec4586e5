/** `text` as a string of its own, one byte a character when it is all Latin-1; as it is otherwise. */
export function oneByteString(text: string): string

/** `value` with every string made oneByteString, the objects, arrays and sets holding them copied (see the module). */
export function withOneByteStrings<T>(value: T): T
