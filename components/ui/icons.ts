/**
 * The site's icons (lucide), each rendered once per size and props and then reused: lucide builds an icon's
 * attributes and paths at every render (about 7% of a prerender worker's CPU at 1,000 posts, some forty icons a
 * page), while the same icon with the same props is the same SVG. Components rendered only on the server import
 * their icons from here; what an island renders in the browser (components/islands/ and the components they use:
 * the carousel, the toasts, the case study card) imports lucide-react itself, as the cache would only add to the
 * island's JavaScript.
 */
import {
  ArrowDown as ArrowDownGlyph, ArrowLeft as ArrowLeftGlyph, ArrowRight as ArrowRightGlyph, ArrowUp as ArrowUpGlyph,
  Award as AwardGlyph, Baby as BabyGlyph, Ban as BanGlyph, Banknote as BanknoteGlyph, Bell as BellGlyph,
  BookOpen as BookOpenGlyph, Briefcase as BriefcaseGlyph, Building2 as Building2Glyph, Calendar as CalendarGlyph,
  CalendarDays as CalendarDaysGlyph, CalendarPlus as CalendarPlusGlyph, Camera as CameraGlyph, Cctv as CctvGlyph,
  ChartColumn as ChartColumnGlyph, CheckCircle2 as CheckCircle2Glyph, ChevronDown as ChevronDownGlyph,
  ChevronLeft as ChevronLeftGlyph, ChevronRight as ChevronRightGlyph, CircleCheck as CircleCheckGlyph,
  Clock as ClockGlyph, Cloud as CloudGlyph, Code as CodeGlyph, Coffee as CoffeeGlyph, Cookie as CookieGlyph,
  Cpu as CpuGlyph, CreditCard as CreditCardGlyph, Database as DatabaseGlyph, Download as DownloadGlyph,
  ExternalLink as ExternalLinkGlyph, Eye as EyeGlyph, Factory as FactoryGlyph, FileText as FileTextGlyph,
  Gavel as GavelGlyph, Globe as GlobeGlyph, GraduationCap as GraduationCapGlyph, Handshake as HandshakeGlyph,
  Headphones as HeadphonesGlyph, HeartHandshake as HeartHandshakeGlyph, Info as InfoGlyph, Landmark as LandmarkGlyph,
  Languages as LanguagesGlyph, Laptop as LaptopGlyph, LayoutTemplate as LayoutTemplateGlyph,
  Lightbulb as LightbulbGlyph, Lock as LockGlyph, Mail as MailGlyph, MapPin as MapPinGlyph,
  Megaphone as MegaphoneGlyph, Menu as MenuGlyph, MessageCircle as MessageCircleGlyph, Moon as MoonGlyph,
  Package as PackageGlyph, Phone as PhoneGlyph, PlayCircle as PlayCircleGlyph, Quote as QuoteGlyph,
  Receipt as ReceiptGlyph, RefreshCw as RefreshCwGlyph, Rocket as RocketGlyph, Scale as ScaleGlyph,
  Search as SearchGlyph, Send as SendGlyph, Server as ServerGlyph, Settings as SettingsGlyph, Shield as ShieldGlyph,
  ShoppingCart as ShoppingCartGlyph, Smartphone as SmartphoneGlyph, Sparkles as SparklesGlyph,
  Stethoscope as StethoscopeGlyph, Store as StoreGlyph, Sun as SunGlyph, Target as TargetGlyph,
  Ticket as TicketGlyph, TrendingUp as TrendingUpGlyph, TriangleAlert as TriangleAlertGlyph, Truck as TruckGlyph,
  User as UserGlyph, UserCheck as UserCheckGlyph, UserRound as UserRoundGlyph, Users as UsersGlyph,
  Video as VideoGlyph, Wifi as WifiGlyph, X as XGlyph, Zap as ZapGlyph,
} from 'lucide-react'
import { memoIcon } from './memo-icon'

export type { IconComponent } from './memo-icon'

export const ArrowDown = /* @__PURE__ */ memoIcon(ArrowDownGlyph)
export const ArrowLeft = /* @__PURE__ */ memoIcon(ArrowLeftGlyph)
export const ArrowRight = /* @__PURE__ */ memoIcon(ArrowRightGlyph)
export const ArrowUp = /* @__PURE__ */ memoIcon(ArrowUpGlyph)
export const Award = /* @__PURE__ */ memoIcon(AwardGlyph)
export const Baby = /* @__PURE__ */ memoIcon(BabyGlyph)
export const Ban = /* @__PURE__ */ memoIcon(BanGlyph)
export const Banknote = /* @__PURE__ */ memoIcon(BanknoteGlyph)
export const Bell = /* @__PURE__ */ memoIcon(BellGlyph)
export const BookOpen = /* @__PURE__ */ memoIcon(BookOpenGlyph)
export const Briefcase = /* @__PURE__ */ memoIcon(BriefcaseGlyph)
export const Building2 = /* @__PURE__ */ memoIcon(Building2Glyph)
export const Calendar = /* @__PURE__ */ memoIcon(CalendarGlyph)
export const CalendarDays = /* @__PURE__ */ memoIcon(CalendarDaysGlyph)
export const CalendarPlus = /* @__PURE__ */ memoIcon(CalendarPlusGlyph)
export const Camera = /* @__PURE__ */ memoIcon(CameraGlyph)
export const Cctv = /* @__PURE__ */ memoIcon(CctvGlyph)
export const ChartColumn = /* @__PURE__ */ memoIcon(ChartColumnGlyph)
export const CheckCircle2 = /* @__PURE__ */ memoIcon(CheckCircle2Glyph)
export const ChevronDown = /* @__PURE__ */ memoIcon(ChevronDownGlyph)
export const ChevronLeft = /* @__PURE__ */ memoIcon(ChevronLeftGlyph)
export const ChevronRight = /* @__PURE__ */ memoIcon(ChevronRightGlyph)
export const CircleCheck = /* @__PURE__ */ memoIcon(CircleCheckGlyph)
export const Clock = /* @__PURE__ */ memoIcon(ClockGlyph)
export const Cloud = /* @__PURE__ */ memoIcon(CloudGlyph)
export const Code = /* @__PURE__ */ memoIcon(CodeGlyph)
export const Coffee = /* @__PURE__ */ memoIcon(CoffeeGlyph)
export const Cookie = /* @__PURE__ */ memoIcon(CookieGlyph)
export const Cpu = /* @__PURE__ */ memoIcon(CpuGlyph)
export const CreditCard = /* @__PURE__ */ memoIcon(CreditCardGlyph)
export const Database = /* @__PURE__ */ memoIcon(DatabaseGlyph)
export const Download = /* @__PURE__ */ memoIcon(DownloadGlyph)
export const ExternalLink = /* @__PURE__ */ memoIcon(ExternalLinkGlyph)
export const Eye = /* @__PURE__ */ memoIcon(EyeGlyph)
export const Factory = /* @__PURE__ */ memoIcon(FactoryGlyph)
export const FileText = /* @__PURE__ */ memoIcon(FileTextGlyph)
export const Gavel = /* @__PURE__ */ memoIcon(GavelGlyph)
export const Globe = /* @__PURE__ */ memoIcon(GlobeGlyph)
export const GraduationCap = /* @__PURE__ */ memoIcon(GraduationCapGlyph)
export const Handshake = /* @__PURE__ */ memoIcon(HandshakeGlyph)
export const Headphones = /* @__PURE__ */ memoIcon(HeadphonesGlyph)
export const HeartHandshake = /* @__PURE__ */ memoIcon(HeartHandshakeGlyph)
export const Info = /* @__PURE__ */ memoIcon(InfoGlyph)
export const Landmark = /* @__PURE__ */ memoIcon(LandmarkGlyph)
export const Languages = /* @__PURE__ */ memoIcon(LanguagesGlyph)
export const Laptop = /* @__PURE__ */ memoIcon(LaptopGlyph)
export const LayoutTemplate = /* @__PURE__ */ memoIcon(LayoutTemplateGlyph)
export const Lightbulb = /* @__PURE__ */ memoIcon(LightbulbGlyph)
export const Lock = /* @__PURE__ */ memoIcon(LockGlyph)
export const Mail = /* @__PURE__ */ memoIcon(MailGlyph)
export const MapPin = /* @__PURE__ */ memoIcon(MapPinGlyph)
export const Megaphone = /* @__PURE__ */ memoIcon(MegaphoneGlyph)
export const Menu = /* @__PURE__ */ memoIcon(MenuGlyph)
export const MessageCircle = /* @__PURE__ */ memoIcon(MessageCircleGlyph)
export const Moon = /* @__PURE__ */ memoIcon(MoonGlyph)
export const Package = /* @__PURE__ */ memoIcon(PackageGlyph)
export const Phone = /* @__PURE__ */ memoIcon(PhoneGlyph)
export const PlayCircle = /* @__PURE__ */ memoIcon(PlayCircleGlyph)
export const Quote = /* @__PURE__ */ memoIcon(QuoteGlyph)
export const Receipt = /* @__PURE__ */ memoIcon(ReceiptGlyph)
export const RefreshCw = /* @__PURE__ */ memoIcon(RefreshCwGlyph)
export const Rocket = /* @__PURE__ */ memoIcon(RocketGlyph)
export const Scale = /* @__PURE__ */ memoIcon(ScaleGlyph)
export const Search = /* @__PURE__ */ memoIcon(SearchGlyph)
export const Send = /* @__PURE__ */ memoIcon(SendGlyph)
export const Server = /* @__PURE__ */ memoIcon(ServerGlyph)
export const Settings = /* @__PURE__ */ memoIcon(SettingsGlyph)
export const Shield = /* @__PURE__ */ memoIcon(ShieldGlyph)
export const ShoppingCart = /* @__PURE__ */ memoIcon(ShoppingCartGlyph)
export const Smartphone = /* @__PURE__ */ memoIcon(SmartphoneGlyph)
export const Sparkles = /* @__PURE__ */ memoIcon(SparklesGlyph)
export const Stethoscope = /* @__PURE__ */ memoIcon(StethoscopeGlyph)
export const Store = /* @__PURE__ */ memoIcon(StoreGlyph)
export const Sun = /* @__PURE__ */ memoIcon(SunGlyph)
export const Target = /* @__PURE__ */ memoIcon(TargetGlyph)
export const Ticket = /* @__PURE__ */ memoIcon(TicketGlyph)
export const TrendingUp = /* @__PURE__ */ memoIcon(TrendingUpGlyph)
export const TriangleAlert = /* @__PURE__ */ memoIcon(TriangleAlertGlyph)
export const Truck = /* @__PURE__ */ memoIcon(TruckGlyph)
export const User = /* @__PURE__ */ memoIcon(UserGlyph)
export const UserCheck = /* @__PURE__ */ memoIcon(UserCheckGlyph)
export const UserRound = /* @__PURE__ */ memoIcon(UserRoundGlyph)
export const Users = /* @__PURE__ */ memoIcon(UsersGlyph)
export const Video = /* @__PURE__ */ memoIcon(VideoGlyph)
export const Wifi = /* @__PURE__ */ memoIcon(WifiGlyph)
export const X = /* @__PURE__ */ memoIcon(XGlyph)
export const Zap = /* @__PURE__ */ memoIcon(ZapGlyph)
