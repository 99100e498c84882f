import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Markdown files to import and how to clean up after them. */
export interface LegislationSource {
  /** Absolute paths of the `.md` files, sorted by name. */
  files: string[];
  /** Removes the temporary folder of an extracted archive (no-op for a folder). Idempotent. */
  cleanup(): Promise<void>;
}

/** Thrown when the path does not exist or is neither a folder nor a `.tar.gz`; the message is Spanish. */
export class LegislationSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LegislationSourceError';
  }
}

/** True for `.tar.gz` and `.tgz` names. */
export function isTarGz(path: string): boolean {
  return /\.(?:tar\.gz|tgz)$/i.test(path);
}

/** Every `.md` file under `dir`, recursively, sorted by path. Hidden folders are skipped. */
export async function listMarkdownFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    const entries = await readdir(d, { withFileTypes: true });
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.isFile() && /\.md$/i.test(e.name) && !/^(?:readme|source|license)\b/i.test(e.name))
        out.push(p);
    }
  };
  await walk(dir);
  return out.sort();
}

/**
 * Opens a folder of Markdown norms, a single `.md` file, or a `.tar.gz` of them (extracted with the
 * system `tar` into a temporary folder that {@link LegislationSource.cleanup} removes).
 *
 * @throws LegislationSourceError when the path is missing or of another kind, or `tar` fails
 */
export async function openLegislationSource(path: string): Promise<LegislationSource> {
  const info = await stat(path).catch(() => undefined);
  if (!info) throw new LegislationSourceError(`No existe la carpeta o el archivo «${path}».`);
  if (info.isDirectory()) return { files: await listMarkdownFiles(path), cleanup: async () => {} };
  if (info.isFile() && /\.md$/i.test(path)) return { files: [path], cleanup: async () => {} };
  if (!info.isFile() || !isTarGz(path)) {
    throw new LegislationSourceError(`«${path}» no es una carpeta, un archivo .md ni un .tar.gz.`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'alegato-legislacion-'));
  let removed = false;
  const cleanup = async () => {
    if (removed) return;
    removed = true;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await run('tar', ['-xzf', path, '-C', dir, '--no-same-owner', '--no-same-permissions']);
    return { files: await listMarkdownFiles(dir), cleanup };
  } catch (err) {
    await cleanup();
    const detail = (err as { stderr?: string }).stderr?.trim() || (err as Error).message;
    throw new LegislationSourceError(`No se pudo extraer «${path}» con tar: ${detail}`);
  }
}
