import clipMarkup from '../../assets/host-mini-store-clip.svg?raw';
import { LoopingClip } from '../shared/looping-clip';
import { hostClip } from '../shared/page.css';
import { HOST_HERO } from './host-content';

/** The hero's looping clip, drawn into the page (a few kilobytes, painted with the first paint). */
export default function HostClip() {
  return <LoopingClip markup={clipMarkup} description={HOST_HERO.clipDescription} className={hostClip} />;
}
