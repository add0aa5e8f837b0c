import React from 'react';
import {
  Award,
  BadgeIndianRupee,
  BarChart3,
  Brain,
  Building2,
  Car,
  Cloud,
  Code2,
  FlaskConical,
  Film,
  Gamepad2,
  Globe,
  Handshake,
  Heart,
  HeartPulse,
  Home,
  Landmark,
  Layers,
  Lightbulb,
  PenTool,
  Plane,
  RefreshCw,
  Rocket,
  Search,
  ShieldCheck,
  ShoppingCart,
  Star,
  Target,
  Terminal,
  Truck,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** Generic (non-brand) icons that content files may name in a `glyph` field. */
export const glyphs: Record<string, LucideIcon> = {
  discovery: Search,
  design: PenTool,
  code: Code2,
  terminal: Terminal,
  test: FlaskConical,
  rocket: Rocket,
  team: Users,
  users: Users,
  shield: ShieldCheck,
  handshake: Handshake,
  agile: RefreshCw,
  price: BadgeIndianRupee,
  expertise: Award,
  award: Award,
  cloud: Cloud,
  chart: BarChart3,
  heart: Heart,
  star: Star,
  globe: Globe,
  lightbulb: Lightbulb,
  target: Target,
  building: Building2,
  car: Car,
  plane: Plane,
  bolt: Zap,
  bank: Landmark,
  health: HeartPulse,
  film: Film,
  truck: Truck,
  gamepad: Gamepad2,
  cart: ShoppingCart,
  brain: Brain,
  home: Home,
  layers: Layers,
};

interface GlyphProps {
  name: string | null | undefined;
  size?: number;
}

/** A decorative icon by name; unknown names render nothing rather than a broken box. */
export function Glyph({ name, size = 28 }: GlyphProps) {
  const Icon = name ? glyphs[name] : undefined;
  return Icon ? <Icon size={size} aria-hidden="true" focusable="false" strokeWidth={1.75} /> : null;
}
