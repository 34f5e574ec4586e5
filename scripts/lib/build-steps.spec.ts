import { describe, expect, it } from 'vitest'
import { lineSplitter, parseBuildSteps, parseStepLine } from './build-steps'

describe('parseStepLine', () => {
  it('reads the name and seconds of a step line', () => {
    expect(parseStepLine('✓ search index (1.4 s)')).toEqual({ name: 'search index', seconds: 1.4 })
    expect(parseStepLine('✓ social cards (12 s)')).toEqual({ name: 'social cards', seconds: 12 })
  })
  it('keeps parentheses and a plus that are part of the name', () => {
    expect(parseStepLine('✓ files of entries (whitepaper PDFs, calendars) (0.3 s)')).toEqual({ name: 'files of entries (whitepaper PDFs, calendars)', seconds: 0.3 })
    expect(parseStepLine('✓ content check + vike build (31.2 s)')).toEqual({ name: 'content check + vike build', seconds: 31.2 })
  })
  it('reads a coloured line', () => {
    expect(parseStepLine('\u001b[32m✓ link check (0.9 s)\u001b[39m')).toEqual({ name: 'link check', seconds: 0.9 })
  })
  it('ignores lines that are not step lines', () => {
    expect(parseStepLine('✓ replaced dist/')).toBeUndefined()
    expect(parseStepLine('Wrote 1043 social cards (1043 drawn, 0 from the cache)')).toBeUndefined()
    expect(parseStepLine('> kilele-site@1.0.0 build')).toBeUndefined()
  })
})

describe('parseBuildSteps', () => {
  it('returns the step lines of a build output in order', () => {
    const output = [
      '> tsx scripts/build.ts',
      '✓ content check (9.1 s)',
      '✓ vike build (30.5 s)',
      '✓ content check + vike build (30.5 s)',
      'Wrote 12 social cards (0 drawn, 12 from the cache)',
      '✓ search index (2.0 s)',
      '✓ social cards (0.4 s)',
      '✓ replaced dist/',
    ].join('\n')
    expect(parseBuildSteps(output).map((step) => `${step.name}=${step.seconds}`)).toEqual([
      'content check=9.1',
      'vike build=30.5',
      'content check + vike build=30.5',
      'search index=2',
      'social cards=0.4',
    ])
  })
})

describe('lineSplitter', () => {
  it('gives whole lines across chunk boundaries, and the last line without a newline at the end', () => {
    const lines: string[] = []
    const splitter = lineSplitter((line) => lines.push(line))
    splitter.push('✓ search ')
    splitter.push('index (1.0 s)\r\n✓ social')
    expect(lines).toEqual(['✓ search index (1.0 s)'])
    splitter.push(' cards (2.5 s)')
    splitter.end()
    expect(lines).toEqual(['✓ search index (1.0 s)', '✓ social cards (2.5 s)'])
  })
})
