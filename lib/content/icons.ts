/** Icon names a content file may use (frontmatter `icon:`). components/ui/Icon.tsx draws each one. */
export const iconNames = [
  'code', 'shield', 'lightbulb', 'graduation-cap', 'megaphone', 'cctv', 'layout', 'shopping-cart',
  'cloud', 'lock', 'server', 'smartphone', 'chart', 'trending-up', 'users', 'user-check', 'clock',
  'zap', 'target', 'award', 'heart-handshake', 'handshake', 'rocket', 'eye', 'globe', 'database',
  'cpu', 'wifi', 'camera', 'bell', 'credit-card', 'package', 'truck', 'factory', 'landmark',
  'stethoscope', 'store', 'building', 'search', 'file-text', 'video', 'book-open', 'briefcase',
  'coffee', 'laptop', 'calendar', 'sparkles', 'check-circle', 'settings', 'headphones', 'banknote',
  'scale', 'cookie', 'refresh', 'baby', 'mail', 'alert-triangle', 'gavel', 'ban', 'receipt',
] as const

export type IconName = (typeof iconNames)[number]
