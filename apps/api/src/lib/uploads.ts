import { fileTypeFromBuffer } from 'file-type';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './errors';

/*
 * The site's upload rules (issue 13, reused by the console's promo pictures, issue 25): a file is
 * judged by its bytes (its magic number), never by its name or the Content-Type the browser
 * declared, and refused when empty, too large or not of an allowed type — each with its own
 * Indonesian message.
 */

/**
 * The headers an uploaded file is served with: the type its upload was judged to be (never sniffed
 * again by the browser) and a Content-Security-Policy that runs nothing, whatever the bytes hold.
 */
export function uploadedFileHeaders(reply: FastifyReply, contentType: string, cacheControl: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'");
}

export type UploadRules = {
  allowed: readonly string[];
  maxBytes: number;
  messages: { empty: string; tooLarge: string; type: string };
};

/** The file's real type (from its bytes), or a 400 FileEmpty / 413 FileTooLarge / 415 UnsupportedFileType. */
export async function judgeUpload(bytes: Buffer, rules: UploadRules): Promise<string> {
  if (bytes.length === 0) throw new AppError(400, 'FileEmpty', rules.messages.empty);
  if (bytes.length > rules.maxBytes) throw new AppError(413, 'FileTooLarge', rules.messages.tooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !rules.allowed.includes(detected.mime)) throw new AppError(415, 'UnsupportedFileType', rules.messages.type);
  return detected.mime;
}

/**
 * Makes `scope` (an encapsulated plugin) take raw bytes of these content types up to the size limit;
 * the body parser's own refusals (too large, another type) answer with the rules' messages.
 */
export function acceptRawUploads(
  scope: FastifyInstance,
  contentTypes: string[],
  rules: { maxBytes: number; messages: Pick<UploadRules['messages'], 'tooLarge' | 'type'> },
): void {
  scope.addContentTypeParser(contentTypes, { parseAs: 'buffer', bodyLimit: rules.maxBytes + 1 }, (_request, body, done) => done(null, body));
  scope.setErrorHandler((error: FastifyError | AppError, _request, reply) => {
    if (!(error instanceof AppError) && error.statusCode === 413) {
      return reply.status(413).send({ errors: [{ type: 'FileTooLarge', message: rules.messages.tooLarge }] });
    }
    if (!(error instanceof AppError) && error.statusCode === 415) {
      return reply.status(415).send({ errors: [{ type: 'UnsupportedFileType', message: rules.messages.type }] });
    }
    // Everything else is answered by the app's one error handler.
    throw error;
  });
}
