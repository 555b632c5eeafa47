import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROJECT_PATHS } from '@arcana/shared';
import {
  ZCollection,
  ZCollectionBody,
  ZCollectionIdParams,
  ZCollectionPatch,
  ZDesign,
  ZDesignBody,
  ZDesignIdParams,
  ZDesignPatch,
  ZProject,
  ZProjectBody,
  ZProjectIdParams,
  ZProjectList,
  ZProjectListPage,
  ZProjectListQuery,
  ZProjectPatch,
  ZProjectPicture,
  ZProjectPictureParams,
  ZProjectSlugParams,
  ZPublishedVersion,
  ZTestDraw,
} from '@arcana/shared/schemas';
import type { AuthGuard } from '../sessions/index.js';
import type { ProjectsService } from './projects.service.js';
import { clientOf } from '../../lib/client-info.js';
import { readPictureUpload } from '../pictures/index.js';
import { authOf } from '../sessions/index.js';

interface ProjectRouteParts {
  projects: ProjectsService;
  requireAuth: AuthGuard;
}

/**
 * The projects' routes, in a scope of their own that also reads multipart bodies (a creator's picture
 * upload): the settings routes may have the parser already (then it is theirs, with the same limits,
 * which the upload sets again). All in one scope, so the API document lists them together.
 */
export function registerProjectRoutes(fastify: FastifyInstance, services: ProjectRouteParts) {
  void fastify.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(fastifyMultipart);
    registerIn(scope, services);
  });
}

function registerIn(fastify: FastifyInstance, { projects: service, requireAuth: preHandler }: ProjectRouteParts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];

  // Anyone: the published projects, one of them, and a published version's canonical text.
  app.get(PROJECT_PATHS.list, { schema: { tags, querystring: ZProjectListQuery, response: { 200: ZProjectListPage } } }, (req) =>
    service.listPublic(req.query),
  );
  app.get(PROJECT_PATHS.bySlug, { schema: { tags, params: ZProjectSlugParams, response: { 200: ZProject } } }, (req) =>
    service.findPublic(req.params.slug),
  );
  app.get(
    PROJECT_PATHS.version,
    { schema: { tags, params: z.object({ hash: z.string().max(64) }), response: { 200: ZPublishedVersion } } },
    (req) => service.findPublishedVersion(req.params.hash),
  );

  // The creator's own.
  app.get(PROJECT_PATHS.mine, { preHandler, schema: { tags, response: { 200: ZProjectList } } }, (req) =>
    service.listMine(authOf(req).user),
  );
  app.post(PROJECT_PATHS.list, { preHandler, schema: { tags, body: ZProjectBody, response: { 201: ZProject } } }, async (req, reply) =>
    reply.status(201).send(await service.create(authOf(req).user, req.body)),
  );
  app.patch(
    PROJECT_PATHS.one,
    { preHandler, schema: { tags, params: ZProjectIdParams, body: ZProjectPatch, response: { 200: ZProject } } },
    (req) => service.update(authOf(req).user, req.params.projectId, req.body),
  );
  app.post(
    PROJECT_PATHS.collections,
    { preHandler, schema: { tags, params: ZProjectIdParams, body: ZCollectionBody, response: { 201: ZCollection } } },
    async (req, reply) => reply.status(201).send(await service.addCollection(authOf(req).user, req.params.projectId, req.body)),
  );
  app.patch(
    PROJECT_PATHS.collection,
    { preHandler, schema: { tags, params: ZCollectionIdParams, body: ZCollectionPatch, response: { 200: ZCollection } } },
    (req) => service.updateCollection(authOf(req).user, req.params.collectionId, req.body),
  );
  app.post(
    PROJECT_PATHS.designs,
    { preHandler, schema: { tags, params: ZCollectionIdParams, body: ZDesignBody, response: { 201: ZDesign } } },
    async (req, reply) => reply.status(201).send(await service.addDesign(authOf(req).user, req.params.collectionId, req.body)),
  );
  app.patch(
    PROJECT_PATHS.design,
    { preHandler, schema: { tags, params: ZDesignIdParams, body: ZDesignPatch, response: { 200: ZDesign } } },
    (req) => service.updateDesign(authOf(req).user, req.params.designId, req.body),
  );
  app.delete(
    PROJECT_PATHS.design,
    { preHandler, schema: { tags, params: ZDesignIdParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await service.removeDesign(authOf(req).user, req.params.designId);
      return reply.status(204).send(null);
    },
  );
  app.post(PROJECT_PATHS.submit, { preHandler, schema: { tags, params: ZCollectionIdParams, response: { 200: ZCollection } } }, (req) =>
    service.submit(authOf(req).user, req.params.collectionId),
  );
  app.post(PROJECT_PATHS.testDraw, { preHandler, schema: { tags, params: ZCollectionIdParams, response: { 200: ZTestDraw } } }, (req) =>
    service.testDraw(authOf(req).user, req.params.collectionId),
  );
  app.post(
    PROJECT_PATHS.picture,
    {
      preHandler: [preHandler, (req) => service.limitPictureUploads(authOf(req).user.id, clientOf(req).ip)],
      schema: { tags, params: ZProjectPictureParams, consumes: ['multipart/form-data'], response: { 200: ZProjectPicture } },
    },
    (req) => service.uploadPicture(authOf(req).user, req.params.projectId, req.params.kind, () => readPictureUpload(req)),
  );
}
