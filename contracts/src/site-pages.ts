import { z } from 'zod';

/**
 * The format of the pages a remote declares (written into its manifest's metaData.pages by
 * its build). A site server reads only the format it knows; a change older servers could
 * misread is a new format.
 */
export const SITE_PAGES_FORMAT = 1;

/** A path as a page's route: `/`, lower-case words joined by slashes, optionally one final `:parameter`. */
const ROUTE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*(?:\/:[a-z][a-zA-Z]*)?)?$/;

const remotePageSchema = z.object({
  path: z.string().regex(ROUTE_PATH, 'A route is "/" or lower-case words joined by "/", with at most one final ":parameter"'),
  module: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*-page$/, 'A page module is named "<words>-page"'),
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(300),
  sitemap: z.boolean(),
  nav: z.object({ label: z.string().trim().min(1).max(40), order: z.number().int().min(0).max(99) }).optional(),
  perVisitor: z.literal(true).optional(),
  noindex: z.literal(true).optional(),
});

/** A remote's pages as its build writes them; each path once. */
export const remotePagesSchema = z.object({
  format: z.literal(SITE_PAGES_FORMAT),
  pages: z
    .array(remotePageSchema)
    .min(1)
    .max(100)
    .refine((pages) => new Set(pages.map((page) => page.path)).size === pages.length, 'Each path is declared once'),
});

export type RemotePageDeclaration = z.output<typeof remotePageSchema>;
export type RemotePages = z.output<typeof remotePagesSchema>;
