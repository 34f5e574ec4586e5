import { escapeXml } from './xml'

export type FeedChannel = { title: string; link: string; self: string; description: string; language: string }
export type FeedItem = { title: string; link: string; description: string; date: string; category: string; author: string }

/** RFC 822 date of a YYYY-MM-DD day, as RSS 2.0 wants ("Tue, 27 Oct 2026 00:00:00 GMT"). */
export function rfc822(day: string): string {
  return new Date(`${day}T00:00:00Z`).toUTCString()
}

/**
 * RSS 2.0 with an atom:link to itself; items newest first (sorted here, whatever the input order), at most `limit`
 * of them: a feed reader fetches the feed every time it polls, and needs only what is new (at 1,000 posts the feed
 * of every post was 572 KB).
 */
export function rssXml(channel: FeedChannel, items: FeedItem[], limit = Infinity): string {
  const sorted = [...items].sort((a, b) => b.date.localeCompare(a.date)).slice(0, limit)
  const entries = sorted.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `      <description>${escapeXml(item.description)}</description>`,
      `      <pubDate>${rfc822(item.date)}</pubDate>`,
      `      <category>${escapeXml(item.category)}</category>`,
      `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
      '    </item>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    sorted[0] ? `    <lastBuildDate>${rfc822(sorted[0].date)}</lastBuildDate>` : '',
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n')
}
