import clipUrl from '../../assets/hotel-minibar-clip.svg';
import { LoopingClip } from '../shared/looping-clip';
import { HOTEL_HERO } from './hotel-content';

/** The hero's looping clip, inlined in the page (a few kilobytes, painted with the first paint). */
export default function HotelClip() {
  return <LoopingClip src={clipUrl} description={HOTEL_HERO.clipDescription} />;
}
