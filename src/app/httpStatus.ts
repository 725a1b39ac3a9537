import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * The HTTP status of a page the server renders: a view that shows 'Página No Encontrada'
 * says so while rendering, so a crawler or a monitoring probe gets a real 404. In the
 * browser there is no provider and the call does nothing.
 */
export interface RenderedStatus {
  code: number;
}

const HttpStatusContext = createContext<RenderedStatus | null>(null);

export function HttpStatusProvider({ status, children }: { status: RenderedStatus; children: ReactNode }) {
  return createElement(HttpStatusContext.Provider, { value: status }, children);
}

export function useHttpStatus(code: number): void {
  const status = useContext(HttpStatusContext);
  if (status) status.code = code;
}
