/** Server start: one process per PGlite data folder (server/db/dataLock.ts). */
export const dataLockTexts = {
  folderInUse: (folder: string, pid: number, host: string) =>
    `La carpeta de datos ${folder} ya está en uso por otro proceso del servidor (pid ${pid} en ${host}); detenga ese proceso o use otra DATA_DIR. Varios procesos necesitan PostgreSQL (DATABASE_URL). / The data folder ${folder} is already in use by another server process (pid ${pid} on ${host}); stop it or use another DATA_DIR. Several processes need PostgreSQL (DATABASE_URL).`,
} as const;
