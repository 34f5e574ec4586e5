/**
 * The site's icons (lucide), each rendered once per size and props and then reused: lucide builds an icon's
 * attributes and paths at every render (about 7% of a prerender worker's CPU at 1,000 posts, some forty icons a
 * page), while the same icon with the same props is the same SVG. Components rendered only on the server import
 * their icons from here; what an island renders in the browser (components/islands/ and the components they use:
 * the carousel, the toasts, the case study card) imports lucide-react itself, as the cache would only add to the
 * island's JavaScript. Each icon comes from its own module, named as lucide names its file (CheckCircle2 is
 * circle-check): lucide-react's index names all of its 1,700 icons, which `vike build` then read in both of its builds
 * (scripts/lib/layers.ts `iconProblems` holds both rules).
 */
import ArrowDownGlyph from 'lucide-react/icons/arrow-down'
import ArrowLeftGlyph from 'lucide-react/icons/arrow-left'
import ArrowRightGlyph from 'lucide-react/icons/arrow-right'
import ArrowUpGlyph from 'lucide-react/icons/arrow-up'
import AwardGlyph from 'lucide-react/icons/award'
import BabyGlyph from 'lucide-react/icons/baby'
import BanGlyph from 'lucide-react/icons/ban'
import BanknoteGlyph from 'lucide-react/icons/banknote'
import BellGlyph from 'lucide-react/icons/bell'
import BookOpenGlyph from 'lucide-react/icons/book-open'
import BriefcaseGlyph from 'lucide-react/icons/briefcase'
import Building2Glyph from 'lucide-react/icons/building-complex'
import CalendarGlyph from 'lucide-react/icons/calendar'
import CalendarDaysGlyph from 'lucide-react/icons/calendar-days'
import CalendarPlusGlyph from 'lucide-react/icons/calendar-plus'
import CameraGlyph from 'lucide-react/icons/camera'
import CctvGlyph from 'lucide-react/icons/cctv'
import ChartColumnGlyph from 'lucide-react/icons/chart-column'
import CheckCircle2Glyph from 'lucide-react/icons/circle-check'
import ChevronDownGlyph from 'lucide-react/icons/chevron-down'
import ChevronLeftGlyph from 'lucide-react/icons/chevron-left'
import ChevronRightGlyph from 'lucide-react/icons/chevron-right'
import CircleCheckGlyph from 'lucide-react/icons/circle-check'
import ClockGlyph from 'lucide-react/icons/clock'
import CloudGlyph from 'lucide-react/icons/cloud'
import CodeGlyph from 'lucide-react/icons/code'
import CoffeeGlyph from 'lucide-react/icons/coffee'
import CookieGlyph from 'lucide-react/icons/cookie'
import CpuGlyph from 'lucide-react/icons/cpu'
import CreditCardGlyph from 'lucide-react/icons/credit-card'
import DatabaseGlyph from 'lucide-react/icons/database'
import DownloadGlyph from 'lucide-react/icons/download'
import ExternalLinkGlyph from 'lucide-react/icons/external-link'
import EyeGlyph from 'lucide-react/icons/eye'
import FactoryGlyph from 'lucide-react/icons/factory'
import FileTextGlyph from 'lucide-react/icons/file-text'
import GavelGlyph from 'lucide-react/icons/gavel'
import GlobeGlyph from 'lucide-react/icons/globe'
import GraduationCapGlyph from 'lucide-react/icons/graduation-cap'
import HandshakeGlyph from 'lucide-react/icons/handshake'
import HeadphonesGlyph from 'lucide-react/icons/headphones'
import HeartHandshakeGlyph from 'lucide-react/icons/heart-handshake'
import InfoGlyph from 'lucide-react/icons/info'
import LandmarkGlyph from 'lucide-react/icons/landmark'
import LanguagesGlyph from 'lucide-react/icons/languages'
import LaptopGlyph from 'lucide-react/icons/laptop'
import LayoutTemplateGlyph from 'lucide-react/icons/layout-template'
import LightbulbGlyph from 'lucide-react/icons/lightbulb'
import LockGlyph from 'lucide-react/icons/lock'
import MailGlyph from 'lucide-react/icons/mail'
import MapPinGlyph from 'lucide-react/icons/map-pin'
import MegaphoneGlyph from 'lucide-react/icons/megaphone'
import MenuGlyph from 'lucide-react/icons/menu'
import MessageCircleGlyph from 'lucide-react/icons/message-circle'
import MoonGlyph from 'lucide-react/icons/moon'
import PackageGlyph from 'lucide-react/icons/package'
import PhoneGlyph from 'lucide-react/icons/phone'
import PlayCircleGlyph from 'lucide-react/icons/circle-play'
import QuoteGlyph from 'lucide-react/icons/quote'
import ReceiptGlyph from 'lucide-react/icons/receipt'
import RefreshCwGlyph from 'lucide-react/icons/refresh-cw'
import RocketGlyph from 'lucide-react/icons/rocket'
import ScaleGlyph from 'lucide-react/icons/scale'
import SearchGlyph from 'lucide-react/icons/search'
import SendGlyph from 'lucide-react/icons/send'
import ServerGlyph from 'lucide-react/icons/server'
import SettingsGlyph from 'lucide-react/icons/settings'
import ShieldGlyph from 'lucide-react/icons/shield'
import ShoppingCartGlyph from 'lucide-react/icons/shopping-cart'
import SmartphoneGlyph from 'lucide-react/icons/smartphone'
import SparklesGlyph from 'lucide-react/icons/sparkles'
import StethoscopeGlyph from 'lucide-react/icons/stethoscope'
import StoreGlyph from 'lucide-react/icons/store'
import SunGlyph from 'lucide-react/icons/sun'
import TargetGlyph from 'lucide-react/icons/target'
import TicketGlyph from 'lucide-react/icons/ticket'
import TrendingUpGlyph from 'lucide-react/icons/trending-up'
import TriangleAlertGlyph from 'lucide-react/icons/triangle-exclamation-point'
import TruckGlyph from 'lucide-react/icons/truck'
import UserGlyph from 'lucide-react/icons/user'
import UserCheckGlyph from 'lucide-react/icons/user-check'
import UserRoundGlyph from 'lucide-react/icons/user-round'
import UsersGlyph from 'lucide-react/icons/users'
import VideoGlyph from 'lucide-react/icons/video'
import WifiGlyph from 'lucide-react/icons/wifi'
import XGlyph from 'lucide-react/icons/x'
import ZapGlyph from 'lucide-react/icons/zap'
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
