import { toast } from '@minibar/ui';

export interface ShareData {
  url: string;
  title: string;
  text: string;
}

type ShareCapableNavigator = Pick<Navigator, 'clipboard'> & { share?: Navigator['share'] };

/**
 * The browser's own share sheet where there is one, else
 * the link copied to the clipboard with a toast.
 */
export async function shareArticle(data: ShareData, nav: ShareCapableNavigator = navigator): Promise<void> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data);
    } catch (error) {
      // The visitor closing the share sheet is not an error.
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    }
    return;
  }
  await nav.clipboard.writeText(data.url);
  toast({ title: 'Link Copied!', description: 'Blog post link copied to clipboard' });
}
