import { deferredSection, PageSection } from '@minibar/ui';
import * as css from './features.css';

// The blocks are in the server HTML; their code (pictures, icons, links) loads when they come near.
const FeatureBlockList = deferredSection(() => import('./feature-block-list').then((m) => ({ default: m.FeatureBlockList })), {
  className: css.blocks,
});

/** The features section: hosts, hotels and drivers, each with its own anchor. */
export function FeaturesSection() {
  return (
    <PageSection
      id="features"
      tone="alt"
      titleId="features-title"
      eyebrow="Solutions"
      title="One Store, Three Ways to Earn"
      lead="Whether you host guests, run a hotel or drive passengers, a self-service store turns idle space into income."
    >
      <FeatureBlockList />
    </PageSection>
  );
}
