/**
 * Where the SPA finds its services. Pointing it at the chain's real backend is
 * configuration: VITE_API_BASE_URL and VITE_STATUS_BASE_URL at build time.
 */
export const apiConfig = {
  apiBaseURL: import.meta.env.VITE_API_BASE_URL ?? '/',
  statusBaseURL: import.meta.env.VITE_STATUS_BASE_URL ?? '/',
};
