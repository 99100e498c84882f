import { LIMITS } from '../constants.js';

/** Why an upload is refused: too large, or not pdf/docx/txt. */
export type UploadProblem = 'too_large' | 'unsupported_format';

/** The lower-case extension of a file name without the dot, or '' when none. */
export function fileExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 || dot === filename.length - 1 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** Checks an upload against spec §9 (max 10 MB; pdf, docx, txt); null when acceptable. */
export function uploadProblem(file: { name: string; size: number }): UploadProblem | null {
  if (!(LIMITS.uploadFormats as readonly string[]).includes(fileExtension(file.name)))
    return 'unsupported_format';
  if (file.size > LIMITS.maxUploadBytes) return 'too_large';
  return null;
}
