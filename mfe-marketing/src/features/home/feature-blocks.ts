import {
  Activity,
  Boxes,
  Car,
  ChartColumn,
  CircleDollarSign,
  Gift,
  Package,
  Percent,
  QrCode,
  ShieldCheck,
  Sparkles,
  Star,
  type LucideIcon,
} from 'lucide-react';
import { BRAND } from '@minibar/ui';
import rentalImageUrl from '../../assets/feature-rental.svg?no-inline';
import hotelImageUrl from '../../assets/feature-hotel.svg?no-inline';
import rideshareImageUrl from '../../assets/feature-rideshare.svg?no-inline';
import { formatUsd } from '../shared/earnings';
import { DRIVER_MONTHLY_EARNINGS_CLAIM, HOST_SHARE_PERCENT, PROPERTY_ANNUAL_EARNINGS_CLAIM } from './claims';

/** A feature block of the home page. The link is the block's anchor id. */
export interface FeatureBlock {
  link: 'property-managers' | 'hotels' | 'uber-drivers';
  title: string;
  subtitle: string;
  description: string;
  benefits: Array<{ icon: LucideIcon; title: string }>;
  ctaText: string;
  /** A site path, or '#section' on the home page. */
  ctaLink: string;
  image: { src: string; alt: string };
}

const minibar = BRAND.toLowerCase();

export const featureBlocks: FeatureBlock[] = [
  {
    link: 'property-managers',
    title: 'For Airbnb Hosts & Property Managers',
    subtitle: `Earn ${HOST_SHARE_PERCENT}% of all sales, paid monthly`,
    description: `Place a free, fully stocked mini-store in each rental. Guests buy snacks, drinks and travel essentials from their phone, your cleaners keep the display tidy, and we restock it. Hosts earn around ${formatUsd(PROPERTY_ANNUAL_EARNINGS_CLAIM)} per property per year.`,
    benefits: [
      { icon: Gift, title: 'Free kit with free shipping' },
      { icon: Percent, title: `${HOST_SHARE_PERCENT}% of all sales, paid monthly` },
      { icon: Sparkles, title: 'Restocking with your cleaners' },
      { icon: Star, title: 'Happier guests, better reviews' },
    ],
    ctaText: 'Learn More About Property Manager Solutions',
    ctaLink: '/property-manager',
    image: { src: rentalImageUrl, alt: 'A vacation rental living room with a stocked mini-store on the console table' },
  },
  {
    link: 'hotels',
    title: 'For Hotels',
    subtitle: `Smarter ${minibar} management for every room`,
    description: `Replace manual ${minibar} checks with self-service stores guests pay for on their phone. You see every transaction in real time, inventory is counted automatically, and consumption analytics show what sells in which rooms.`,
    benefits: [
      { icon: Activity, title: 'Real-time transaction tracking' },
      { icon: Boxes, title: 'Automated inventory' },
      { icon: ChartColumn, title: 'Consumption analytics' },
      { icon: ShieldCheck, title: 'No front desk, no extra staff' },
    ],
    ctaText: 'Learn More About Hotel Solutions',
    ctaLink: '#contact',
    image: { src: hotelImageUrl, alt: 'A hotel room with a self-service store cabinet and a live sales dashboard' },
  },
  {
    link: 'uber-drivers',
    title: 'For Uber & Rideshare Drivers',
    subtitle: 'Turn your back seat into extra income',
    description: `A seatback organizer and a compact inventory kit let passengers grab a snack, a drink or a charger and pay by QR code. You earn a commission on every sale — ${formatUsd(DRIVER_MONTHLY_EARNINGS_CLAIM.min)} to ${formatUsd(DRIVER_MONTHLY_EARNINGS_CLAIM.max)} per month for active drivers.`,
    benefits: [
      { icon: Car, title: 'Seatback organizer that fits any car' },
      { icon: Package, title: 'Compact inventory kit' },
      { icon: QrCode, title: 'Passengers pay by QR code, no app' },
      { icon: CircleDollarSign, title: 'Commission on every sale' },
    ],
    ctaText: 'Sign Up as an Uber Driver',
    ctaLink: '/drivers',
    image: { src: rideshareImageUrl, alt: 'A car seatback organizer stocked with snacks, and a passenger paying by QR code' },
  },
];
