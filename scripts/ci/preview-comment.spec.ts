import { describe, expect, it } from 'vitest'
import { MARKER, previewComment } from './preview-comment.mjs'

const report = '## What this change does to the site\n\n1 route added, 0 removed, 1 changed, 50 unchanged.'
const previewUrl = 'https://pr-42--kilele.netlify.app/preview/pr-42/'

describe('the preview comment', () => {
  it("starts with the preview's address and a link to each page added or changed, then the comparison", () => {
    const body = previewComment({ report, pages: { added: ['/blog/new-post'], changed: ['/blog', '/'] }, previewUrl })
    expect(body.split('\n')).toEqual([
      MARKER,
      `**Preview:** ${previewUrl}`,
      '',
      'Pages this change adds or changes: [`/blog/new-post`](https://pr-42--kilele.netlify.app/preview/pr-42/blog/new-post) · [`/blog`](https://pr-42--kilele.netlify.app/preview/pr-42/blog) · [`/`](https://pr-42--kilele.netlify.app/preview/pr-42/)',
      '',
      ...report.split('\n'),
    ])
  })

  it('is the comparison alone when nothing was deployed', () => {
    expect(previewComment({ report, pages: { added: ['/blog/x'], changed: [] }, previewUrl: '' })).toBe(`${MARKER}\n${report}`)
    expect(previewComment({ report, pages: undefined, previewUrl: undefined })).toBe(`${MARKER}\n${report}`)
  })

  it('links only plain site paths from the files the pull request wrote, and only an https address', () => {
    const hostile = ['/a) [click](https://evil.example', '/a`b', '/../../elsewhere', 'https://evil.example/', '/a b', 42, '/ok']
    const body = previewComment({ report, pages: { added: hostile, changed: 'not a list' }, previewUrl })
    expect(body).toContain('Pages this change adds or changes: [`/ok`](https://pr-42--kilele.netlify.app/preview/pr-42/ok)\n')
    expect(body).not.toContain('evil')
    for (const url of ['http://pr-42--kilele.netlify.app/', 'https://x.example/a) [b](c', 'https://x.example /', 'javascript:alert(1)//']) {
      expect(previewComment({ report, pages: { added: ['/ok'], changed: [] }, previewUrl: url })).toBe(`${MARKER}\n${report}`)
    }
  })

  it('lists thirty links at most and says how many more; fits a GitHub comment', () => {
    const many = Array.from({ length: 45 }, (_, i) => `/blog/post-${i}`)
    const body = previewComment({ report: 'x'.repeat(70_000), pages: { added: many, changed: [] }, previewUrl })
    expect(body.match(/\]\(https:/g)).toHaveLength(30)
    expect(body).toContain(' · and 15 more')
    expect(body.length).toBeLessThan(65_536)
    expect(body).toMatch(/\(cut: the whole comparison is in the preview-report artifact of the run\)$/)
  })
})
