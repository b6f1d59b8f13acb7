// The staff session kept in the browser (§3, §4): the token and username in local storage, the
// token under the key the public website reads, so both halves agree on who is logged in.
// Components subscribe to it; the api client clears the token on a 401 and everything watching reacts.
import { TOKEN_KEY } from '../../shared/http/staff-token';

export const USERNAME_KEY = 'username';

/** Why the last session ended, for the login screen to say. */
export type EndReason = 'expired' | 'missing' | 'logout' | null;

export interface SessionSnapshot {
  token: string | null;
  username: string | null;
  endReason: EndReason;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export class SessionStore {
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: StorageLike | null) {
    this.snapshot = { token: this.read(TOKEN_KEY), username: this.read(USERNAME_KEY), endReason: null };
  }

  get = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** After a login: both values stored. */
  start(token: string, username: string): void {
    this.write(TOKEN_KEY, token);
    this.write(USERNAME_KEY, username);
    this.set({ token, username, endReason: null });
  }

  /** A 401 or a call without a token: the token goes, the username stays to prefill the login form. */
  end(reason: Exclude<EndReason, 'logout' | null>): void {
    this.remove(TOKEN_KEY);
    // Already ended: the first reason stands (a late call after a logout is not news).
    if (this.snapshot.token === null && this.snapshot.endReason !== null) return;
    this.set({ ...this.snapshot, token: null, endReason: reason });
  }

  /** Logout removes both (§4). */
  logout(): void {
    this.remove(TOKEN_KEY);
    this.remove(USERNAME_KEY);
    this.set({ token: null, username: null, endReason: 'logout' });
  }

  /** Another tab changed the stored values. */
  reload(): void {
    const token = this.read(TOKEN_KEY);
    const username = this.read(USERNAME_KEY);
    if (token === this.snapshot.token && username === this.snapshot.username) return;
    this.set({ token, username, endReason: token ? null : this.snapshot.endReason });
  }

  private set(next: SessionSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  private read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: string): void {
    try {
      this.storage?.setItem(key, value);
    } catch {
      // Private mode without storage: the session lives as long as the page.
    }
  }

  private remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // Nothing stored to remove.
    }
  }
}
