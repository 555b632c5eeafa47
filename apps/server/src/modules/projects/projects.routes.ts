import type { FastifyInstance } from 'fastify';
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
  ZProjectSlugParams,
  ZPublishedVersion,
  ZTestDraw,
} from '@arcana/shared/schemas';
import type { Services } from '../../services.js';
import { authOf } from '../sessions/index.js';

export function registerProjectRoutes(fastify: FastifyInstance, { projects: service, requireAuth: preHandler }: Services) {
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
}
