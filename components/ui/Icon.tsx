import {
  Award, Baby, Ban, Banknote, Bell, BookOpen, Briefcase, Building2, Camera, Cctv, ChartColumn, CircleCheck, Cloud, Code,
  Coffee, Cookie, Cpu, CreditCard, Database, Eye, Factory, FileText, Gavel, Globe, GraduationCap, Handshake, Headphones,
  HeartHandshake, Landmark, Laptop, LayoutTemplate, Lightbulb, Lock, Mail, Megaphone, Package, Receipt, RefreshCw, Rocket,
  Scale, Search, Server, Settings, Shield, ShoppingCart, Smartphone, Sparkles, Stethoscope, Store, Target, TrendingUp,
  TriangleAlert, Truck, UserCheck, Users, Video, Wifi, Zap, Calendar, Clock,
  type IconComponent,
} from '#/components/ui/icons'
import type { IconName } from '#/lib/content/icons'

const icons: Record<IconName, IconComponent> = {
  code: Code, shield: Shield, lightbulb: Lightbulb, 'graduation-cap': GraduationCap, megaphone: Megaphone, cctv: Cctv,
  layout: LayoutTemplate, 'shopping-cart': ShoppingCart, cloud: Cloud, lock: Lock, server: Server, smartphone: Smartphone,
  chart: ChartColumn, 'trending-up': TrendingUp, users: Users, 'user-check': UserCheck, clock: Clock, zap: Zap, target: Target,
  award: Award, 'heart-handshake': HeartHandshake, handshake: Handshake, rocket: Rocket, eye: Eye, globe: Globe,
  database: Database, cpu: Cpu, wifi: Wifi, camera: Camera, bell: Bell, 'credit-card': CreditCard, package: Package,
  truck: Truck, factory: Factory, landmark: Landmark, stethoscope: Stethoscope, store: Store, building: Building2,
  search: Search, 'file-text': FileText, video: Video, 'book-open': BookOpen, briefcase: Briefcase, coffee: Coffee,
  laptop: Laptop, calendar: Calendar, sparkles: Sparkles, 'check-circle': CircleCheck, settings: Settings,
  headphones: Headphones, banknote: Banknote, scale: Scale, cookie: Cookie, refresh: RefreshCw, baby: Baby, mail: Mail,
  'alert-triangle': TriangleAlert, gavel: Gavel, ban: Ban, receipt: Receipt,
}

export type IconProps = { name: IconName; size?: number; className?: string }

/** A content icon, decorative (aria-hidden): the text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
  const Glyph = icons[name]
  return <Glyph size={size} className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />
}
