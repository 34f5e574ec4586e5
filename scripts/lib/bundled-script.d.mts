/** The file of the bundle of `entry` (a path below `root`, by default the working folder), made now unless kept. */
export function bundledScript(entry: string, root?: string): Promise<string>
