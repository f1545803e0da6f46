import type { ZodType } from 'zod';

/** The first message of each refused field, as the contract's schema words it. */
export type FieldMessages<T> = Partial<Record<keyof T & string, string>>;
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldMessages<T> };

export interface LazySchema<T> {
  /** Starts loading the schema (a form calls it when it is first focused). */
  prefetch: () => void;
  /** Validates with the contract's schema, loading it first if need be. */
  check: (values: unknown) => Promise<Checked<T>>;
}

/**
 * A contract schema loaded on first use (issue 14): the sign-in pages validate with the contract's
 * own schemas and messages, but zod is not among the scripts of their first paint. The module
 * loads when a form is focused, or at the latest when it is submitted.
 */
export function lazySchema<T>(load: () => Promise<ZodType<T>>): LazySchema<T> {
  let pending: Promise<ZodType<T>> | null = null;
  const schema = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  return {
    prefetch: () => void schema().catch(() => undefined),
    check: async (values) => {
      const result = (await schema()).safeParse(values);
      if (result.success) return { ok: true, data: result.data };
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
      return { ok: false, errors: errors as FieldMessages<T> };
    },
  };
}
