import { PageSection } from 'shared-ui';
import { FeatureBlockView } from './feature-block-view';
import { featureBlocks } from './feature-blocks';
import * as css from './features.css';

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
      <div className={css.blocks}>
        {featureBlocks.map((block, index) => (
          <FeatureBlockView key={block.link} block={block} imageFirst={index % 2 === 1} />
        ))}
      </div>
    </PageSection>
  );
}
