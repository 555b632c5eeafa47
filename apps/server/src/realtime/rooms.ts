import { SERVER_EVENTS, type KeptEventName, type ServerToClientEvents, type StoredEventMeta } from '@arcana/shared/schemas';

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Every admin's own sockets (not an observer's, which sit in the observed user's room). */
export const ADMINS_ROOM = 'admins';
export const OBSERVERS_ROOM = 'observers';

/** One socket message as the room hears it and as user_events keeps it. */
export type KeptMessage = { [E in KeptEventName]: [event: E, payload: Parameters<ServerToClientEvents[E]>[0]] }[KeptEventName];

export interface Emitter {
  emit(event: string, ...args: unknown[]): unknown;
}

/**
 * Messages as the contract has them: each payload parsed by its event's schema, as an HTTP answer is by
 * its route's (what it does not name is left out; what it does not allow is a bug, thrown here).
 */
export const asContract = (messages: KeptMessage[]): KeptMessage[] =>
  messages.map(([event, payload]) => [event, SERVER_EVENTS[event].parse(payload)] as KeptMessage);

/** Sends kept messages to a room or a socket, each followed by the id they were kept under (if they were). */
export function sendKept(target: Emitter, messages: KeptMessage[], meta?: StoredEventMeta) {
  for (const [event, payload] of messages) {
    if (meta) target.emit(event, payload, meta);
    else target.emit(event, payload);
  }
}
