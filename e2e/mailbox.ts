import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from './fixtures';

/**
 * The mail the test server wrote for someone (its development outbox, DATA_DIR/outbox: one text file
 * per mail, server/mail/outbox.ts). playwright.config.ts shares DATA_DIR with the workers as E2E_DATA_DIR.
 */
async function mailsTo(email: string): Promise<string[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const dir = join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const texts = await Promise.all(names.sort().map((name) => readFile(join(dir, name), 'utf8')));
  return texts.filter((text) => text.split('\n').some((line) => line.trim() === `To: ${email}`));
}

/** The token of the newest password-recovery link mailed to `email` (the mail is sent in the background: waited for). */
export async function recoveryToken(email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const last = (await mailsTo(email)).at(-1);
        token = last?.match(/recuperar-contrasena\?token=([^\s&"'<>]+)/)?.[1];
        return token;
      },
      { message: `a recovery mail to ${email}` },
    )
    .toBeTruthy();
  return decodeURIComponent(token!);
}
