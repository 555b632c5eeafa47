import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REWARD_MESSAGES, TWITCH_PATHS } from '@arcana/shared';
import type { EventSubIntake } from './eventsub-intake.js';

/**
 * Where Twitch delivers EventSub messages (docs/decisions/033). Registered after every other route:
 * its own context reads bodies as bytes, and the API's reference lists it last, under its own tag.
 */
export function registerEventSubRoute(fastify: FastifyInstance, { eventSub }: { eventSub: EventSubIntake }) {
  // Twitch signs the body as sent: this route alone reads it as bytes.
  fastify.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      TWITCH_PATHS.eventSub,
      {
        schema: {
          tags: ['twitch'],
          description:
            'Where Twitch delivers EventSub messages of one subscription, signed with its secret: 204 for a notification or a revocation, 200 with the challenge as text for a verification.',
          security: [],
          params: z.object({ subscriptionId: z.uuid(REWARD_MESSAGES.eventSubRefused) }),
        },
      },
      async (req, reply) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const answer = await eventSub.receive(req.params.subscriptionId, req.headers, body);
        if (answer.status === 200) return reply.status(200).type('text/plain').send(answer.challenge);
        return reply.status(204).send();
      },
    );
  });
}
