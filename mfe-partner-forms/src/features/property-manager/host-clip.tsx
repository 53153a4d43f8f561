import clipUrl from '../../assets/host-mini-store-clip.svg';
import { LoopingClip } from '../shared/looping-clip';
import { HOST_HERO } from './host-content';

/** The hero's looping clip, inlined in the page (a few kilobytes, painted with the first paint). */
export default function HostClip() {
  return <LoopingClip src={clipUrl} description={HOST_HERO.clipDescription} />;
}
