import { EventEmitter } from 'node:events';
import type { AccountChangeType } from '@arcana/shared';
import type { TCard, TNotification } from '@arcana/shared/schemas';

/** Effects that cross features: the module that causes one emits it; realtime and others subscribe. */
export interface BusEvents {
  accountChanged: { userId: string; changeType: AccountChangeType; isSignup?: boolean; provider?: string };
  walletLinked: { userId: string; publicKey: string };
  walletUnlinked: { userId: string; publicKey: string };
  collectibleCollected: { userId: string; publicKey: string; requestId: string; card: TCard };
  notificationRead: { userId: string; notificationId: string; requestId: string };
  allNotificationsRead: { userId: string; requestId: string };
  notificationCreated: { userId: string; notification: TNotification };
}

export interface EventBus {
  emit<K extends keyof BusEvents>(event: K, payload: BusEvents[K]): void;
  on<K extends keyof BusEvents>(event: K, listener: (payload: BusEvents[K]) => void): () => void;
}

export function createEventBus(): EventBus {
  const emitter = new EventEmitter();
  return {
    emit: (event, payload) => void emitter.emit(event, payload),
    on(event, listener) {
      emitter.on(event, listener);
      return () => void emitter.off(event, listener);
    },
  };
}
