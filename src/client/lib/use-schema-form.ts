import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldMessages, LazySchema } from './lazy-schema.ts';

/**
 * A small text form validated by a lazily loaded contract schema (issue 14: the sign-in pages
 * paint without zod and react-hook-form). It behaves as those pages' react-hook-form forms did:
 * validation on submit, then again on every change; the first refused field takes the focus; the
 * schema's parsed values go to the submit handler; `submitting` covers validation and handler.
 */
export function useSchemaForm<T extends Record<string, string>>(schema: LazySchema<T>, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldMessages<T>>({});
  const [submitting, setSubmitting] = useState(false);
  const current = useRef(values);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<keyof T, HTMLInputElement | null>>>({});

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onFocus: schema.prefetch,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...current.current, [name]: event.target.value };
      current.current = next;
      setValues(next);
      if (submitted.current) void schema.check(next).then((result) => setErrors(result.ok ? {} : result.errors));
    },
  });

  const setError = useCallback((name: keyof T & string, message: string) => {
    setErrors((e) => ({ ...e, [name]: message }));
    inputs.current[name]?.focus();
  }, []);

  const handleSubmit = (onValid: (data: T) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      const result = await schema.check(current.current);
      if (!result.ok) {
        const refused = result.errors;
        setErrors(refused);
        const first = (Object.keys(initial) as (keyof T & string)[]).find((name) => refused[name]);
        if (first) inputs.current[first]?.focus();
        return;
      }
      setErrors({});
      await onValid(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, field, setError, handleSubmit };
}
