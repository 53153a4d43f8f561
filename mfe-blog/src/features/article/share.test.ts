import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@minibar/ui';
import { shareArticle } from './share-article';
import { shareLinks } from './share-links';

const article = { url: 'https://example.com/blog/a-post', title: 'Price & profit', text: 'An excerpt' };

describe('share links', () => {
  it('carry the article URL (and the title for Twitter) to each network', () => {
    expect(shareLinks(article.url, article.title)).toEqual([
      { network: 'Facebook', href: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fblog%2Fa-post' },
      {
        network: 'Twitter',
        href: 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.com%2Fblog%2Fa-post&text=Price%20%26%20profit',
      },
      {
        network: 'LinkedIn',
        href: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.com%2Fblog%2Fa-post',
      },
    ]);
  });
});

describe('the share button', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('uses the native share sheet when the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    await shareArticle(article, { share, clipboard: { writeText } as unknown as Clipboard });
    expect(share).toHaveBeenCalledWith(article);
    expect(writeText).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('treats a closed share sheet as no error', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    await expect(shareArticle(article, { share, clipboard: {} as Clipboard })).resolves.toBeUndefined();
  });

  it('otherwise copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await shareArticle(article, { clipboard: { writeText } as unknown as Clipboard });
    expect(writeText).toHaveBeenCalledWith(article.url);
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Link Copied!', description: 'Blog post link copied to clipboard' }),
    ]);
  });
});
