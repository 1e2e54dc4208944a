import { ErrorBody } from '@kemudi/domain/contracts/common';
import { FLASH_SALE_MESSAGES, PROMO_IMAGE_PATH, PROMO_MESSAGES, staffPromoCalls } from '@kemudi/domain/contracts/staff-promos';
import { UPLOAD_MAX_BYTES } from '@kemudi/domain/bookings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { limitsOf } from '../../lib/limits';
import { route } from '../../lib/route';
import { acceptRawUploads, uploadedFileHeaders } from '../../lib/uploads';
import { actorOf, requireStaff, signedIn, staffDoc, staffWrites } from '../staff';
import { createFlashSale, endFlashSale, listFlashSaleItems, listFlashSales, updateFlashSale } from './flash-sales';
import {
  createPromo,
  listStaffPromos,
  previewPromos,
  promoImageBytes,
  promoTargets,
  setPromoPublished,
  staffPromoDetail,
  storePromoImage,
  updatePromo,
} from './service';

const tags = ['staff console'];
const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

/**
 * Promos in the staff console (issue 25), under /api/staff/v1/promos: `content.edit` (content
 * editors, group admins; 403 for everyone else, branch managers included). Registered after the
 * staff module, whose hooks read the session and check the console's origin on every write.
 */
export async function staffPromoRoutes(app: FastifyInstance) {
  const editor = requireStaff('content.edit');
  const doc = staffDoc(tags, editor);
  const writes = staffWrites(app.config);

  route(
    app,
    staffPromoCalls.list,
    doc('Promos and hero slides with their status (draft, scheduled, live, ended, unpublished)', {
      description:
        'Filters: q (title or slug), status, kind=hero (the home hero’s slides), city (what a visitor there can use), category; ' +
        'sort startsAt|endsAt|title|updatedAt with dir; counts per status under the same filters (the tabs).',
    }),
    async (request) => listStaffPromos(app.db, app.now(), request.query),
  );
  route(
    app,
    staffPromoCalls.flashSales,
    doc('Flash sales with their status (scheduled, live, ended), ending soonest first', {
      description: 'Each row names its item (name and regular price) and cities. Their starts and ends move the data version like a promo’s.',
    }),
    async (request) => listFlashSales(app.db, app.now(), request.query.status),
  );
  route(
    app,
    staffPromoCalls.flashSaleItems,
    doc('Items a flash sale can be made for, of one kind, matching a code or name (at most 30)'),
    async (request) => listFlashSaleItems(app.db, request.query),
  );
  const FS = FLASH_SALE_MESSAGES;
  /** After a sale changes: this process's read cache moves to the new data version at once (the table's trigger bumped it). */
  const changed = async <T>(result: T): Promise<T> => {
    await app.dataVersion.refresh();
    return result;
  };
  route(
    app,
    staffPromoCalls.createFlashSale,
    doc('Create a flash sale: one item at a sale price, for every city (empty cityIsocodes) or some, in a WIB window', {
      description:
        `startsAt/endsAt are WIB wall-clock times (YYYY-MM-DDTHH:mm), stored as ISO with +07:00. 400 with an Indonesian message: ${FS.ItemNotFound} ` +
        `${FS.PriceNotLower}; ${FS.EndBeforeStart} ${FS.TooLong} ${FS.StartInPast} ${FS.UnknownCity} Quota 1..10000. ` +
        '409 FlashSaleOverlap when a sale of the same item that has not ended overlaps the window in a shared city (the message names its window). ' +
        'The category follows the item kind. Audited as flash_sale.create.',
      ...writes,
    }),
    async (request) => changed(await createFlashSale(app, actorOf(app, request), request.body)),
  );
  route(
    app,
    staffPromoCalls.updateFlashSale,
    doc('Edit a scheduled or live flash sale', {
      description:
        `The same rules as creating; the quota not below what is sold. 409 FlashSaleEnded: ${FS.Ended} ` +
        `409 FlashSaleLive: ${FS.LiveLocked} Audited as flash_sale.update.`,
      ...writes,
      errors: [404, 409],
    }),
    async (request) => changed(await updateFlashSale(app, actorOf(app, request), request.params.id, request.body)),
  );
  route(
    app,
    staffPromoCalls.endFlashSale,
    doc('End a flash sale now: a live one leaves the site at once, a scheduled one never starts', {
      description: `409 FlashSaleEnded when it has already ended. Audited as flash_sale.end.`,
      ...writes,
      errors: [404, 409],
    }),
    async (request) => changed(await endFlashSale(app, actorOf(app, request), request.params.id)),
  );
  route(app, staffPromoCalls.targets, doc('The cities (with a branch) and branches a promo can target'), async () => promoTargets(app.db));
  route(
    app,
    staffPromoCalls.preview,
    doc('How the home hero and /promosi look to a visitor of a city, with the promo being edited shown as if published', {
      description: 'at (WIB, YYYY-MM-DDTHH:mm): how they will look then (default now). 404 for an unknown city.',
    }),
    async (request) => previewPromos(app.db, app.now(), request.query),
  );
  route(app, staffPromoCalls.detail, doc('One promo with its audit timeline'), async (request) => staffPromoDetail(app, request.params.slug));
  route(
    app,
    staffPromoCalls.create,
    doc('Create a promo (a draft until published)', {
      description: `startsAt/endsAt are WIB wall-clock times; 400 ${PROMO_MESSAGES.EndBeforeStart}; 409 SlugTaken. Audited as promo.create.`,
      ...writes,
    }),
    async (request) => createPromo(app, actorOf(app, request), request.body),
  );
  route(
    app,
    staffPromoCalls.update,
    doc('Edit a promo (a published one changes on the site at once)', { description: 'Audited as promo.update.', ...writes }),
    async (request) => updatePromo(app, actorOf(app, request), request.params.slug, request.body),
  );
  route(
    app,
    staffPromoCalls.publish,
    doc('Publish: on the site from its start to its end, by itself', { description: `409 AlreadyEnded: ${PROMO_MESSAGES.AlreadyEnded} Audited as promo.publish.`, ...writes }),
    async (request) => setPromoPublished(app, actorOf(app, request), request.params.slug, true),
  );
  route(
    app,
    staffPromoCalls.unpublish,
    doc('Unpublish: off the site at once', { description: 'Audited as promo.unpublish.', ...writes }),
    async (request) => setPromoPublished(app, actorOf(app, request), request.params.slug, false),
  );

  // Pictures: raw bytes in their own scope (its body parser and its errors are its own).
  await app.register(async (scope) => {
    acceptRawUploads(scope, UPLOAD_CONTENT_TYPES, { maxBytes: UPLOAD_MAX_BYTES, messages: { tooLarge: PROMO_MESSAGES.FILE_TOO_LARGE, type: PROMO_MESSAGES.FILE_TYPE } });
    route(
      scope,
      staffPromoCalls.uploadImage,
      doc('Upload a promo picture', {
        description:
          'The body is the file’s raw bytes; its type is judged from the bytes alone (the site’s upload rule): JPEG, PNG or WebP, at most 5 MB. ' +
          '400 FileEmpty, 413 FileTooLarge, 415 UnsupportedFileType, each with its Indonesian message. Name the answered id as imageId when saving the promo.',
        errors: [413, 415, 503],
        ...limitsOf(app.config, 'staffWrites'),
      }),
      async (request) => storePromoImage(app, signedIn(request).id, Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)),
    );
  });

  app.get(
    PROMO_IMAGE_PATH,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: 'An uploaded promo picture, for the console’s form and preview',
        description: "Served with the type checked at upload, X-Content-Type-Options: nosniff and Content-Security-Policy: default-src 'none'.",
        params: z.object({ id: z.uuid('Gambar tidak ditemukan') }),
        response: { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const image = await promoImageBytes(app, (request.params as { id: string }).id);
      return uploadedFileHeaders(reply, image.contentType, 'private, max-age=3600').send(image.data);
    },
  );
}
