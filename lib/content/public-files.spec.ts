import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempFolders, writeFilesIn } from '../cache/temp-folders'
import { pngHead } from '../images/png'
import { publicFileProblems, svgCodeReason } from './public-files'

const folder = tempFolders('kilele-public-')
const publicFolder = (files: Record<string, string | Uint8Array>) => writeFilesIn(folder(), files)

const plainSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>A mark</title><a href="https://example.com"><rect width="10" height="10" fill="#0B1F3A"/></a><use href="#mark"/></svg>'

describe('public/', () => {
  it('holds the project\'s own files without a problem', () => {
    expect(publicFileProblems('public')).toEqual([])
  })

  it('accepts pictures, documents and plain SVG', () => {
    const dir = publicFolder({ 'images/a.svg': plainSvg, 'images/b.png': pngHead(8064, 6048), 'docs/c.pdf': '%PDF' })
    expect(publicFileProblems(dir)).toEqual([])
  })

  it('refuses a picture with more pixels than the build decodes, or one that is not a picture', () => {
    const dir = publicFolder({ 'images/huge.png': pngHead(20_000, 20_000), 'images/photo.jpg': 'not a JPEG at all', 'images/ok.png': pngHead(1600, 900) })
    expect(publicFileProblems(dir).map(({ file, message }) => `${path.basename(file)}: ${message}`)).toEqual([
      expect.stringMatching(/^huge\.png: this picture is 20000 x 20000 pixels \(400 megapixels\), more than the site takes \(50\)/),
      expect.stringMatching(/^photo\.jpg: this file is named like a picture \(\.jpg\) but is not one that can be read/),
    ])
  })

  it('refuses a page or a script, naming the file', () => {
    const dir = publicFolder({ 'images/page.html': '<script src="/images/x.js"></script>', 'images/x.js': 'alert(1)', 'feed.xml': '<x/>', 'images/ok.png': pngHead(10, 10) })
    const problems = publicFileProblems(dir)
    expect(problems.map((problem) => path.basename(problem.file))).toEqual(['feed.xml', 'page.html', 'x.js'])
    for (const problem of problems) expect(problem.message).toMatch(/would be published as a page or script of the site itself/)
  })

  it('refuses an SVG that runs code when opened by itself', () => {
    const cases = {
      'script.svg': '<svg><script>alert(1)</script></svg>',
      'handler.svg': '<svg onload="alert(1)"></svg>',
      'handler-upper.svg': '<svg><rect ONCLICK="alert(1)"/></svg>',
      'foreign.svg': '<svg><foreignObject><div>x</div></foreignObject></svg>',
      'link.svg': '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
      'hidden-link.svg': '<svg><a xlink:href="java&#x09;script:alert(1)"><text>x</text></a></svg>',
      'data.svg': "<svg><image href='data:text/html,<script>alert(1)</script>'/></svg>",
    }
    const dir = publicFolder(Object.fromEntries(Object.entries(cases).map(([name, svg]) => [`images/${name}`, svg])))
    const problems = publicFileProblems(dir)
    expect(problems.map((problem) => path.basename(problem.file)).sort()).toEqual(Object.keys(cases).sort())
    for (const problem of problems) expect(problem.message).toMatch(/^this SVG has .+ save the picture again as a plain SVG/)
    expect(svgCodeReason(cases['foreign.svg'])).toBe('HTML inside it (<foreignObject>)')
    expect(svgCodeReason(plainSvg)).toBeUndefined()
  })
})
