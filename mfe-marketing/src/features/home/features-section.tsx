import { layout } from 'shared-ui';
import { FeatureBlockView } from './feature-block-view';
import { featureBlocks } from './feature-blocks';
import * as css from './features.css';

/** The features section: hosts, hotels and drivers, each with its own anchor. */
export function FeaturesSection() {
  return (
    <section id="features" className={layout.section({ tone: 'alt' })} aria-labelledby="features-title">
      <div className={layout.container}>
        <div className={layout.sectionIntro}>
          <p className={layout.eyebrow}>Solutions</p>
          <h2 id="features-title" className={layout.sectionHeading}>
            One Store, Three Ways to Earn
          </h2>
          <p className={layout.lead}>Whether you host guests, run a hotel or drive passengers, a self-service store turns idle space into income.</p>
        </div>
        <div className={css.blocks}>
          {featureBlocks.map((block, index) => (
            <FeatureBlockView key={block.link} block={block} imageFirst={index % 2 === 1} />
          ))}
        </div>
      </div>
    </section>
  );
}
