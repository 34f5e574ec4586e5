/**
 * An interface string with its placeholders filled: "{count} results for “{query}”" with { count: '3', query: 'cctv' }.
 * Every placeholder named in `values` is replaced, wherever it is; one not named stays as written.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => (Object.hasOwn(values, key) ? values[key]! : placeholder))
}
