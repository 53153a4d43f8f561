/** Where the blog lives in the shell's route table. */
export const BLOG_PATH = '/blog';

export function postPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}
