import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * The HTTP status of a page the server renders: a view that shows 'Página No Encontrada'
 * says so while rendering, so a crawler or a monitoring probe gets a real 404. In the
 * browser there is no provider and the call does nothing.
 */
export interface RenderedStatus {
  code: number;
}

/** Records the page's status; a function, so a view reports it and never writes into a context value. */
type ReportStatus = (code: number) => void;

const HttpStatusContext = createContext<ReportStatus | null>(null);

export function HttpStatusProvider({ status, children }: { status: RenderedStatus; children: ReactNode }) {
  const report: ReportStatus = (code) => {
    status.code = code;
  };
  return createElement(HttpStatusContext.Provider, { value: report }, children);
}

/** Called while rendering, not in an effect: server rendering runs no effects, and the status is known by then. */
export function useHttpStatus(code: number): void {
  useContext(HttpStatusContext)?.(code);
}
