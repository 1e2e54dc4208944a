import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@kemudi/domain/contracts/common';
import { uploadedFileHeaders } from '../../lib/uploads';
import * as media from './service';

const File = z.object({ file: z.string().min(5).max(120) });
const hexQuery = z.string().regex(/^[0-9a-fA-F]{6}$/, 'harus 6 digit heksadesimal, mis. cc0000').optional();
const CarQuery = z.object({ color: hexQuery, roof: hexQuery, variant: z.string().min(1).max(60).optional() });

/** SVGs are immutable for a given URL; a changed picture gets a changed URL (colour, id, slug). */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: media.Svg) {
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
    .header('etag', svg.etag)
    .header('x-content-type-options', 'nosniff')
    // Drawn from data: no script may ever run inside one, even when opened directly.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === svg.etag) return reply.status(304).send();
  return reply.send(svg.body);
}

/** An uploaded picture (promo, salesman): a new picture gets a new id, so its URL is cached for good. */
function sendPhoto(request: FastifyRequest, reply: FastifyReply, photo: { contentType: string; data: Buffer; sha256: string }) {
  const etag = `"${photo.sha256.slice(0, 32)}"`;
  uploadedFileHeaders(reply, photo.contentType, 'public, max-age=31536000, immutable').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(photo.data);
}

const svgResponse = { 200: z.string().describe('image/svg+xml'), 400: ErrorBody, 404: ErrorBody };

/**
 * /api/media/v1 — the site's pictures, drawn as SVG from the data (no image is downloaded).
 * Public (no token), cacheable. Not part of §7: these paths are ours.
 */
export async function mediaRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['media'], security: [] };

  app.get(
    '/car/:file',
    {
      schema: {
        ...common,
        summary: 'Side view of a model, tinted (e.g. /car/avanza.svg?color=cc0000&roof=111111)',
        description: 'variant (a variant code of the model) draws that variant\'s badge: GR, hybrid or none (issue 15).',
        params: File,
        querystring: CarQuery,
        response: svgResponse,
      },
    },
    async (req, reply) => sendSvg(req, reply, await media.carImage(app.db, media.stripSvg(req.params.file), req.query)),
  );
  app.get(
    '/car/:code/:file',
    {
      schema: {
        ...common,
        summary: 'Front three-quarter view of a model, tinted (e.g. /car/avanza/three-quarter.svg?color=cc0000)',
        description: 'variant (a variant code of the model) draws that variant\'s badge: GR, hybrid or none (issue 15).',
        params: z.object({ code: z.string().min(1).max(60), file: z.string().regex(/^three-quarter\.svg$/, 'harus berupa three-quarter.svg') }),
        querystring: CarQuery,
        response: svgResponse,
      },
    },
    async (req, reply) => sendSvg(req, reply, await media.carThreeQuarterImage(app.db, req.params.code, req.query)),
  );
  app.get(
    '/gallery/:model/:file',
    { schema: { ...common, summary: 'A gallery picture of a model', params: z.object({ model: z.string().min(1).max(60), file: z.string().regex(/^\d{1,9}\.svg$/, 'harus berupa {id}.svg') }), response: svgResponse } },
    async (req, reply) => sendSvg(req, reply, await media.galleryImage(app.db, req.params.model, Number(media.stripSvg(req.params.file)))),
  );
  app.get(
    '/used-car/:file',
    { schema: { ...common, summary: 'Picture of a certified used car', params: File, response: svgResponse } },
    async (req, reply) => sendSvg(req, reply, await media.usedCarImage(app.db, media.stripSvg(req.params.file))),
  );
  app.get(
    '/used-car/:code/:file',
    {
      schema: {
        ...common,
        summary: 'One photo of a certified used car’s page (n = position in its photo set, from 0)',
        params: z.object({ code: z.string().min(1).max(60), file: z.string().regex(/^\d{1,2}\.svg$/, 'harus berupa {n}.svg') }),
        response: svgResponse,
      },
    },
    async (req, reply) => sendSvg(req, reply, await media.usedCarPhotoImage(app.db, req.params.code, Number(media.stripSvg(req.params.file)))),
  );
  app.get(
    '/icon/:file',
    { schema: { ...common, summary: 'Icon of an accessory, part, highlight or menu item', params: File, response: svgResponse } },
    async (req, reply) => sendSvg(req, reply, await media.iconImage(media.stripSvg(req.params.file))),
  );
  app.get(
    '/promo/:file',
    { schema: { ...common, summary: 'Hero picture of a promo', params: File, response: svgResponse } },
    async (req, reply) => sendSvg(req, reply, await media.promoImage(app.db, media.stripSvg(req.params.file))),
  );
  app.get(
    '/promo/:slug/:id',
    {
      schema: {
        ...common,
        summary: 'A picture uploaded for a promo in the staff console (issue 25)',
        description:
          'JPEG, PNG or WebP as checked by its bytes at upload; only the promo’s current picture (a new picture gets a new id, so the URL is cached for good). ' +
          "Served with X-Content-Type-Options: nosniff and Content-Security-Policy: default-src 'none'.",
        params: z.object({ slug: z.string().min(1).max(100), id: z.uuid('Gambar tidak ditemukan') }),
        response: { 200: z.unknown().describe('image/jpeg, image/png or image/webp'), 304: z.unknown(), 400: ErrorBody, 404: ErrorBody, 503: ErrorBody },
      },
    },
    async (req, reply) => sendPhoto(req, reply, await media.promoPhoto(app.db, app.files, req.params.slug, req.params.id)),
  );
  app.get(
    '/avatar/:slug/:id',
    {
      schema: {
        ...common,
        summary: 'A salesman’s photo uploaded in the staff console (issue 25)',
        description:
          'JPEG, PNG or WebP as checked by its bytes at upload; only the salesman’s current photo (a new photo gets a new id, so the URL is cached for good). ' +
          "Served with X-Content-Type-Options: nosniff and Content-Security-Policy: default-src 'none'.",
        params: z.object({ slug: z.string().min(1).max(100), id: z.uuid('Gambar tidak ditemukan') }),
        response: { 200: z.unknown().describe('image/jpeg, image/png or image/webp'), 304: z.unknown(), 400: ErrorBody, 404: ErrorBody, 503: ErrorBody },
      },
    },
    async (req, reply) => sendPhoto(req, reply, await media.salesmanPhoto(app.db, app.files, req.params.slug, req.params.id)),
  );
  app.get(
    '/article/:file',
    { schema: { ...common, summary: 'Hero picture of a news or tips article', params: File, response: svgResponse } },
    async (req, reply) => sendSvg(req, reply, await media.articleImage(app.db, media.stripSvg(req.params.file))),
  );
  app.get(
    '/banner/:file',
    { schema: { ...common, summary: 'Banner of a page location', params: File, response: svgResponse } },
    async (req, reply) => sendSvg(req, reply, await media.bannerImage(app.db, media.stripSvg(req.params.file))),
  );
  app.get(
    '/avatar/:file',
    { schema: { ...common, summary: 'Portrait placeholder of a sales consultant (initials)', params: File, response: svgResponse } },
    async (req, reply) => sendSvg(req, reply, await media.avatarImage(app.db, media.stripSvg(req.params.file))),
  );
  app.get(
    '/video/:file',
    { schema: { ...common, summary: 'Thumbnail of a model video', params: z.object({ file: z.string().regex(/^\d{1,9}\.svg$/, 'harus berupa {id}.svg') }), response: svgResponse } },
    async (req, reply) => sendSvg(req, reply, await media.videoImage(app.db, Number(media.stripSvg(req.params.file)))),
  );
}
