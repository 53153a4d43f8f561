export interface ShareLink {
  network: 'Facebook' | 'Twitter' | 'LinkedIn';
  href: string;
}

/** The social networks' share pages, each carrying the article's URL. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}
