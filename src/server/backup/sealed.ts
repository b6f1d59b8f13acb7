// A backup archive sealed with AES-256-GCM (decision 0018): encrypted, so a copy that
// leaks holds nothing readable, and authenticated, so a changed archive (a password hash
// replaced and the manifest's checksums recomputed) is refused before anything is unpacked. The
// key is 32 random bytes kept off the server (BACKUP_KEY_FILE or BACKUP_KEY), needed to write and
// to restore. The file: "HCBACKUP", a version byte, a 12-byte random nonce, the ciphertext, the
// 16-byte tag; the first 21 bytes are authenticated with it. One key seals many archives: each
// gets its own random nonce.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

const MAGIC = Buffer.from('HCBACKUP');
const VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 1 + NONCE_BYTES;

export class BackupKeyError extends Error {}
/** Not an archive this key opens: another key, or changed since it was written. */
export class SealError extends Error {}

/** Reads the key as 64 hex characters or 44 of base64, from BACKUP_KEY_FILE's file or BACKUP_KEY. */
export function backupKey(env: { BACKUP_KEY_FILE?: string | undefined; BACKUP_KEY?: string | undefined }): Buffer {
  const file = env.BACKUP_KEY_FILE?.trim();
  let text = env.BACKUP_KEY?.trim();
  if (file) {
    try {
      text = fs.readFileSync(file, 'utf8').trim();
    } catch (error) {
      throw new BackupKeyError(`BACKUP_KEY_FILE ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  if (!text)
    throw new BackupKeyError(
      'Backups are encrypted: set BACKUP_KEY_FILE to a file holding the key (make one with: openssl rand -hex 32), kept off the server (see docs/deploy.md)',
    );
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(text) && key.toString('base64') !== text))
    throw new BackupKeyError('The backup key must be 32 bytes: 64 hexadecimal characters (openssl rand -hex 32) or 44 of base64');
  return key;
}

/** Seals `plain` into `sealed`, a new file that only its owner may read (0600). */
export async function sealFile(plain: string, sealed: string, key: Buffer): Promise<void> {
  const nonce = randomBytes(NONCE_BYTES);
  const header = Buffer.concat([MAGIC, Buffer.from([VERSION]), nonce]);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(header);
  const out = await fsp.open(sealed, 'wx', 0o600);
  try {
    // The umask may have narrowed the mode, never widened it; say it outright all the same.
    await out.chmod(0o600);
    await out.write(header);
    for await (const chunk of fs.createReadStream(plain) as AsyncIterable<Buffer>) await out.write(cipher.update(chunk));
    await out.write(Buffer.concat([cipher.final(), cipher.getAuthTag()]));
  } finally {
    await out.close();
  }
}

/**
 * Opens `sealed` into `plain` (a new file, 0600). The tag is checked at the end: on a wrong key or
 * any changed byte, `plain` is removed and SealError thrown, so nothing unchecked is ever used.
 */
export async function openSealed(sealed: string, plain: string, key: Buffer): Promise<void> {
  const size = (await fsp.stat(sealed)).size;
  const input = await fsp.open(sealed, 'r');
  try {
    const header = Buffer.alloc(HEADER_BYTES);
    await input.read(header, 0, HEADER_BYTES, 0);
    if (size < HEADER_BYTES + TAG_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC))
      throw new SealError('it is not an encrypted backup of this site (an unencrypted archive of an older version is not restored)');
    if (header[MAGIC.length] !== VERSION)
      throw new SealError(`it is of an encryption version this code does not know (${header[MAGIC.length]})`);
    const tag = Buffer.alloc(TAG_BYTES);
    await input.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key, header.subarray(MAGIC.length + 1));
    decipher.setAAD(header);
    decipher.setAuthTag(tag);
    const body = fs.createReadStream(sealed, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 });
    try {
      await pipeline(body, decipher, fs.createWriteStream(plain, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      await fsp.rm(plain, { force: true });
      if ((error as Error).message.includes('auth'))
        throw new SealError('the key does not open it, or it was changed since it was written');
      throw error;
    }
  } finally {
    await input.close();
  }
}
