import clipMarkup from '../../assets/hotel-minibar-clip.svg?raw';
import { LoopingClip } from '../shared/looping-clip';
import { hotelClip } from '../shared/page.css';
import { HOTEL_HERO } from './hotel-content';

/** The hero's looping clip, drawn into the page (a few kilobytes, painted with the first paint). */
export default function HotelClip() {
  return <LoopingClip markup={clipMarkup} description={HOTEL_HERO.clipDescription} className={hotelClip} />;
}
