import { z } from 'zod';

/** Text that may be absent; blank text counts as absent. */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

export const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Parses an environment with its schema, once at start. An empty value (KEY= in a .env
 * file) means "not set"; a bad value throws `Problem` with a message naming each variable
 * that is wrong.
 */
export function parseEnvironment<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv, Problem: new (message: string) => Error): z.output<S> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Problem(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
