/**
 * The build prints one line per step, `✓ <step name> (<seconds> s)` (scripts/lib/atomic-build.ts); the build
 * benchmark reads them to report what each step cost. Steps run together print their own lines and then one
 * for the group (`✓ content check + vike build (31.2 s)`).
 */

export type StepTime = { name: string; seconds: number }

const STEP_LINE = /^✓ (.+) \((\d+(?:\.\d+)?) s\)$/

/** The step and its seconds from one line of build output, or undefined for any other line. */
export function parseStepLine(line: string): StepTime | undefined {
  // A coloured terminal would wrap the line in escape codes.
  const match = STEP_LINE.exec(line.replace(/\u001b\[[0-9;]*m/g, '').trim())
  return match ? { name: match[1] as string, seconds: Number(match[2]) } : undefined
}

/** Every step line of a build's output, in order. */
export function parseBuildSteps(output: string): StepTime[] {
  return output.split('\n').flatMap((line) => parseStepLine(line) ?? [])
}

/**
 * Splits a stream's chunks into whole lines without keeping the stream: `push` each chunk, `end` at the close
 * (the last line may have no newline). Only the unfinished line is held.
 */
export function lineSplitter(onLine: (line: string) => void) {
  let rest = ''
  return {
    push(chunk: string) {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() as string
      lines.forEach((line) => onLine(line.replace(/\r$/, '')))
    },
    end() {
      if (rest) onLine(rest.replace(/\r$/, ''))
      rest = ''
    },
  }
}
