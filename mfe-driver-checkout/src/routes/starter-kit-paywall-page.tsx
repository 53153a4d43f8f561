import { StarterKitPaywall } from '../features/paywall/starter-kit-paywall';

export default function StarterKitPaywallPage() {
  return <StarterKitPaywall />;
}
