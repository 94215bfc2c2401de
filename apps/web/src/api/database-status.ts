import type { DatabaseState } from '@lodestar/contracts';

type Listener = () => void;

/**
 * Whether the server can reach its database, as the live socket last said ({type:'service'}). One per tab, read
 * by the notice in the app layout through useSyncExternalStore; the socket controller writes it.
 */
export class DatabaseStatus {
  private state: DatabaseState = 'available';
  private readonly listeners = new Set<Listener>();

  get = (): DatabaseState => this.state;

  set(state: DatabaseState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
}

/** The tab's status. */
export const databaseStatus = new DatabaseStatus();
