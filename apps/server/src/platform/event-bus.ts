/** Effects that cross features: the module that causes one emits it; realtime and others subscribe. */
export interface BusEvents {
  accountDeleted: { userId: string };
  /** An admin (or the command line) granted or revoked admin: the user's own tabs and every admin's hear it. */
  userAdminStatusChanged: { userId: string; isAdmin: boolean; requestId: string };
  /** An admin deleted a user's account. */
  userDeleted: { userId: string; deletedUser: { id: string; username: string; email: string | null }; requestId: string };
  /** An admin suspended a project (or restored it): a suspended project's overlay pages stop. */
  /** Sessions revoked (logout, password change or reset, reuse of a refresh token…), told by the outbox once their `sessions.ended` event runs: their sockets end. */
  sessionsEnded: {
    sessionIds: string[];
    message: string;
    /** false for an observer's ended view: its tab refreshes into the admin's own session (or is logged out if that ended too). */
    requiresReauth?: boolean;
  };
}

type Listener<K extends keyof BusEvents> = (payload: BusEvents[K]) => void | Promise<void>;

export interface EventBus {
  /**
   * Runs every listener; resolves when the asynchronous ones (such as storing a notification) are
   * done, so a request that awaits it answers only once its effects are written. Listeners handle
   * their own errors.
   */
  emit<K extends keyof BusEvents>(event: K, payload: BusEvents[K]): Promise<void>;
  on<K extends keyof BusEvents>(event: K, listener: Listener<K>): () => void;
}

/** `onEmitted` hears how long each emit took, its listeners included (the metrics' event-bus lag). */
export function createEventBus(onEmitted: (event: keyof BusEvents, seconds: number) => void = () => {}): EventBus {
  const listeners = new Map<keyof BusEvents, Set<Listener<never>>>();
  return {
    async emit(event, payload) {
      const started = performance.now();
      const current = [...(listeners.get(event) ?? [])] as Array<Listener<typeof event>>;
      await Promise.all(current.map((listener) => listener(payload)));
      onEmitted(event, (performance.now() - started) / 1000);
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as Listener<never>);
      return () => void set.delete(listener as Listener<never>);
    },
  };
}
