import * as LabelPrimitive from '@radix-ui/react-label';
import { forwardRef, type ComponentPropsWithoutRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useMessageText } from '../../i18n/contract-messages.ts';
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

export function Label({ className, ...props }: ComponentPropsWithoutRef<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn('text-sm font-medium', className)} {...props} />;
}

/** A field's validation message (the contract's English, shown in the reader's language), announced to screen readers. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  const messageText = useMessageText();
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-600">
      {messageText(message)}
    </p>
  );
}
