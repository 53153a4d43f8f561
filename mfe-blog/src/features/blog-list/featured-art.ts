import smartMinibarsMarkup from '../../assets/posts/smart-minibars.svg?raw';
import type { PostImageName } from '../shared/posts/post-images';

/**
 * The drawings the featured article can open with, written into the list's HTML (a few
 * kilobytes, painted with the page, never an empty frame while the picture loads).
 * Only the first post is featured; any other falls back to its picture file.
 */
export const featuredArt: Partial<Record<PostImageName, string>> = { 'smart-minibars': smartMinibarsMarkup };
