import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * Which fields of the current tool show an error. Every field (FieldFrame) reports its own error here and
 * every ResultCard reads it, so that no tool can show a figure, or a copy button, beside an error: the
 * rule lives once, not in 25 views.
 */
interface FieldErrorsValue {
  invalid: boolean;
  report: (id: string, hasError: boolean) => void;
}

const FieldErrorsContext = createContext<FieldErrorsValue | null>(null);

export function FieldErrorsProvider({ children }: { children: ReactNode }) {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((id: string, hasError: boolean) => {
    setIds((current) => {
      if (current.has(id) === hasError) return current;
      const next = new Set(current);
      if (hasError) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ invalid: ids.size > 0, report }), [ids, report]);
  return <FieldErrorsContext.Provider value={value}>{children}</FieldErrorsContext.Provider>;
}

/** A field reports whether it currently shows an error (before paint, so no stale figure ever flashes). */
export function useReportFieldError(id: string, hasError: boolean): void {
  const context = useContext(FieldErrorsContext);
  const report = context?.report;
  useLayoutEffect(() => {
    if (!report) return undefined;
    report(id, hasError);
    return () => report(id, false);
  }, [report, id, hasError]);
}

/** True when a field of the current tool shows an error. */
export function useAnyFieldError(): boolean {
  return useContext(FieldErrorsContext)?.invalid ?? false;
}
