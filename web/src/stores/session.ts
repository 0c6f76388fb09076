import { create } from 'zustand';
import type { ApiOk, Schemas } from '@/api/client';

export type UserRole = Schemas['User']['role'];

/** The admin session as SPEC §3 names it, stored in localStorage under `SESSION_KEY`. */
export interface Session {
  iat: number;
  exp: number;
  id: number;
  token: string;
  user_role: UserRole;
  user_name: string;
}

export const SESSION_KEY = 'session';

/** SPEC §8: the exact toast for a login answer whose token cannot be read. */
export const TOKEN_DECODE_ERROR = 'Error encountered on server (Token decode failed). Please Inform administrators.';

export class TokenDecodeError extends Error {
  constructor() {
    super(TOKEN_DECODE_ERROR);
    this.name = 'TokenDecodeError';
  }
}

function base64UrlDecode(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** SPEC §5: three dot-separated parts whose payload is base64(url) JSON; throws TokenDecodeError otherwise. */
export function decodeTokenPayload(token: unknown): { id: number; iat: number; exp: number } {
  if (typeof token !== 'string') throw new TokenDecodeError();
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p === '')) throw new TokenDecodeError();
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlDecode(parts[1] ?? ''));
  } catch {
    throw new TokenDecodeError();
  }
  if (typeof payload !== 'object' || payload === null) throw new TokenDecodeError();
  const { id, iat, exp } = payload as Record<string, unknown>;
  if (typeof id !== 'number' || typeof iat !== 'number' || typeof exp !== 'number') throw new TokenDecodeError();
  return { id, iat, exp };
}

/** SPEC §5: the expiry, in seconds, must be later than the current time. */
export const isSessionValid = (session: Pick<Session, 'exp'>, nowMs: number): boolean => session.exp * 1000 > nowMs;

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    typeof v.exp === 'number' &&
    typeof v.iat === 'number' &&
    typeof v.id === 'number' &&
    (v.user_role === 'ADMIN' || v.user_role === 'OWNER') &&
    typeof v.user_name === 'string'
  );
}

/** SPEC §4: restored only while the stored expiry is in the future; anything else is removed. */
export function readStoredSession(nowMs: number): Session | null {
  if (typeof localStorage === 'undefined') return null;
  const raw = localStorage.getItem(SESSION_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (isSession(parsed) && isSessionValid(parsed, nowMs)) return parsed;
  localStorage.removeItem(SESSION_KEY);
  return null;
}

/** What the session is built from: the token and the user's role and name from the login answer. */
type LoginAnswer = Pick<ApiOk<'/v1/auth/login', 'post'>['content'], 'accessToken'> & {
  user: Pick<Schemas['User'], 'role' | 'UserDetail'>;
};

interface SessionState {
  session: Session | null;
  /** Builds and stores the session from a login answer; throws TokenDecodeError for an unreadable token. */
  logIn(answer: LoginAnswer): Session;
  /** Removes the stored session and clears the state. */
  clear(): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  session: readStoredSession(Date.now()),
  logIn: ({ accessToken, user }) => {
    const { id, iat, exp } = decodeTokenPayload(accessToken);
    const session: Session = {
      iat,
      exp,
      id,
      token: accessToken,
      user_role: user.role,
      user_name: [user.UserDetail.firstName, user.UserDetail.lastName].filter(Boolean).join(' '),
    };
    localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    set({ session });
    return session;
  },
  clear: () => {
    localStorage.removeItem(SESSION_KEY);
    set({ session: null });
  },
}));
