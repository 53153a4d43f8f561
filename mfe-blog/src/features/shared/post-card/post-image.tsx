import { useState } from 'react';
import { POST_IMAGE_SIZE } from '../posts/post-images';

interface PostImageProps {
  src: string;
  className?: string;
  /** The page's main picture: fetched first instead of lazily. */
  priority?: boolean;
}

/**
 * An article picture. It is decorative (the title beside it says what it is about), and
 * An image that fails to load is hidden.
 */
export function PostImage({ src, className, priority = false }: PostImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={src}
      alt=""
      width={POST_IMAGE_SIZE.width}
      height={POST_IMAGE_SIZE.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
