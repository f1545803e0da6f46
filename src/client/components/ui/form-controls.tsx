import {
  forwardRef,
  lazy,
  Suspense,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '../../lib/cn.ts';

const field =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm placeholder:text-slate-400 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(field, 'h-10', className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cn(field, className)} {...props} />;
});

/**
 * A field's label: the native element (Radix's Label, 1.7 KB gzip of the sign-in pages, added only
 * that a double click on it does not select its text; issue 14, decision 0105).
 */
export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('text-sm font-medium', className)} {...props} />;
}

/** A field's validation message (the contract's English, shown in the reader's language), announced to screen readers. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-600">
      <Suspense fallback={null}>
        <ApiMessage text={message} />
      </Suspense>
    </p>
  );
}

// The contract's messages and their translations load with the first one shown (issue 14).
const ApiMessage = lazy(() => import('../../i18n/api-message.tsx').then((m) => ({ default: m.ApiMessage })));
