/** SVG markup drawn on the server (e.g. a content icon), placed as is; hydrates without shipping the icon's code. */
export function InlineSvg({ markup }: { markup: string }) {
  return <span style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: markup }} />
}
