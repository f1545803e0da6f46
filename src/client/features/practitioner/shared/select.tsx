import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A native select styled like the inputs: keyboard and screen-reader behaviour for free. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...props },
  ref,
) {
  return (
    <select
      ref={ref}
      className={cn(
        'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-900',
        className,
      )}
      {...props}
    />
  );
});
