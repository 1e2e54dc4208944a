import { UPLOAD_MAX_BYTES } from '@kemudi/domain/bookings';
import { ErrorBody } from '@kemudi/domain/contracts/common';
import { BRANCH_MESSAGES as M, SALESMAN_PHOTO_PATH, staffBranchCalls } from '@kemudi/domain/contracts/staff-branches';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { limitsOf } from '../../lib/limits';
import { route } from '../../lib/route';
import { acceptRawUploads, uploadedFileHeaders } from '../../lib/uploads';
import { actorOf, requireStaff, signedIn, staffDoc, staffWrites } from '../staff';
import {
  addClosure,
  listStaffBranches,
  placeOfBranch,
  removeClosure,
  salesmanPhotoBytes,
  staffBranchDetail,
  storeSalesmanPhoto,
  updateRentalFleet,
  updateSalesman,
  updateSchedule,
  updateTestDriveCars,
} from './service';

const tags = ['staff console'];
const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];
const slugOf = (request: FastifyRequest) => (request.params as { slug: string }).slug;

/**
 * Branches and salesmen in the staff console (issue 25), under /api/staff/v1/branch-settings: permission
 * `branches.edit` (branch managers their own branches, group admins all; 403 for other roles). A
 * branch outside the member's scope answers 404, exactly as one that does not exist. After a change
 * this process's read cache switches to the new data version at once (the other processes within
 * about a second). Registered after the staff module, whose hooks read the session and check the
 * console's origin on every write.
 */
export async function staffBranchRoutes(app: FastifyInstance) {
  const member = requireStaff('branches.edit');
  const scoped = requireStaff('branches.edit', { branchOf: (request) => placeOfBranch(app.db, slugOf(request)) });
  const doc = staffDoc(tags, scoped);
  const writes = staffWrites(app.config);
  const changed = async <T>(result: T): Promise<T> => {
    await app.dataVersion.refresh();
    return result;
  };

  route(app, staffBranchCalls.list, doc('The branches the member may edit, by name', { guard: member }), async (request) =>
    listStaffBranches(app.db, signedIn(request), app.now()),
  );
  route(app, staffBranchCalls.detail, doc('A branch: its week, closed days to come, salesmen and audit timeline'), async (request) =>
    staffBranchDetail(app, request.params.slug),
  );
  route(
    app,
    staffBranchCalls.updateSchedule,
    doc('Set the weekly working schedule (the branch page and the booking slots follow)', {
      description: `Seven days, 1 = Senin … 7 = Minggu, HH:mm in the branch's zone; open and close both null on a closed day. 400 ${M.CloseBeforeOpen} Audited as branch.schedule.`,
      ...writes,
    }),
    async (request) => changed(await updateSchedule(app, actorOf(app, request), request.params.slug, request.body)),
  );
  route(
    app,
    staffBranchCalls.addClosure,
    doc('Add a closed day (holiday): no booking slot that day', {
      description: `400 ${M.DateInPast} 409 ClosureTaken: ${M.ClosureTaken} Audited as branch.closure.add.`,
      ...writes,
    }),
    async (request) => changed(await addClosure(app, actorOf(app, request), request.params.slug, request.body)),
  );
  route(
    app,
    staffBranchCalls.removeClosure,
    doc('Remove a closed day: its slots come back', { description: 'Audited as branch.closure.remove.', ...writes }),
    async (request) => changed(await removeClosure(app, actorOf(app, request), request.params.slug, request.params.date)),
  );
  route(
    app,
    staffBranchCalls.updateSalesman,
    doc('Edit a salesman of the branch: name, position, WhatsApp (§5 phone), profile, photo, shown on the site', {
      description: 'An inactive salesman is left out of the site’s lists. Audited as salesman.update.',
      ...writes,
    }),
    async (request) => changed(await updateSalesman(app, actorOf(app, request), request.params.slug, request.params.id, request.body)),
  );

  route(
    app,
    staffBranchCalls.updateTestDriveCars,
    doc('Set the test-drive cars of a model at a showroom (0: not offered there)', {
      description: `Test drives already booked are kept; the booking form offers the new number of cars from now on. 400 ${M.NotAShowroom} 404 ${M.ModelNotOffered} Audited as branch.testDrive.units.`,
      ...writes,
    }),
    async (request) => changed(await updateTestDriveCars(app, actorOf(app, request), request.params.slug, request.params.model, request.body.units)),
  );
  route(
    app,
    staffBranchCalls.updateRentalFleet,
    doc('Set the Cubain cars of a class at the branch (0 in every class: no rental desk)', {
      description: `Rentals already booked are kept. 404 ${M.UnknownCarClass} Audited as branch.rental.units.`,
      ...writes,
    }),
    async (request) => changed(await updateRentalFleet(app, actorOf(app, request), request.params.slug, request.params.carClass, request.body.units)),
  );

  // Photos: raw bytes in their own scope (its body parser and its errors are its own).
  await app.register(async (scope) => {
    acceptRawUploads(scope, UPLOAD_CONTENT_TYPES, { maxBytes: UPLOAD_MAX_BYTES, messages: { tooLarge: M.FILE_TOO_LARGE, type: M.FILE_TYPE } });
    route(
      scope,
      staffBranchCalls.uploadPhoto,
      doc(
        'Upload a salesman photo',
        {
          description:
            'The body is the file’s raw bytes; its type is judged from the bytes alone (the site’s upload rule): JPEG, PNG or WebP, at most 5 MB. ' +
            '400 FileEmpty, 413 FileTooLarge, 415 UnsupportedFileType, each with its Indonesian message. Name the answered id as photoId when saving the salesman.',
          errors: [413, 415, 503],
          ...limitsOf(app.config, 'staffWrites'),
          guard: member,
        },
      ),
      async (request) => storeSalesmanPhoto(app, signedIn(request).id, Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)),
    );
  });

  app.get(
    SALESMAN_PHOTO_PATH,
    {
      preHandler: member,
      schema: {
        tags,
        summary: 'An uploaded salesman photo, for the console’s form',
        description: "Served with the type checked at upload, X-Content-Type-Options: nosniff and Content-Security-Policy: default-src 'none'.",
        params: z.object({ id: z.uuid('Gambar tidak ditemukan') }),
        response: { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const photo = await salesmanPhotoBytes(app, (request.params as { id: string }).id);
      return uploadedFileHeaders(reply, photo.contentType, 'private, max-age=3600').send(photo.data);
    },
  );
}
