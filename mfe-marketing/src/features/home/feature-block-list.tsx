import { FeatureBlockView } from './feature-block-view';
import { featureBlocks } from './feature-blocks';

/** The three audiences' blocks, pictures alternating sides. */
export function FeatureBlockList() {
  return featureBlocks.map((block, index) => <FeatureBlockView key={block.link} block={block} imageFirst={index % 2 === 1} />);
}
